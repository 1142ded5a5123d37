import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './index';

/**
 * Typed `useDispatch` (redux-essentials pattern): the store's {@link AppDispatch}. The typed
 * hooks live here rather than beside `configureStore` (src/app/store.ts) so that features use
 * them without importing src/app (DESIGN.md "Layers").
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed `useSelector` over the whole {@link RootState}. */
export const useAppSelector = useSelector.withTypes<RootState>();
