/** Entry of `npm run api:serve` (see mocks/server.ts). */
import { main } from './server';

void main();
