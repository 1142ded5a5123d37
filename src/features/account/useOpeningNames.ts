import { shallowEqual } from 'react-redux';
import { useMemo } from 'react';
import { useListJobOpeningsQuery } from '../../api/jobOpeningsApi';
import type { Payment } from '../../contract/types';
import { useAppSelector } from '../../store/hooks';
import { openingLookupQuery, selectCachedOpening } from '../chats/useJobOpening';

/**
 * The names of the job openings that `payments` were charged for (issue #9 point 4 billing
 * history: "opening (name when known)"), as `uuid → name`. Names come from any cached job
 * openings list (the job openings screen's pages, the chats screen's lookup), and, when
 * `lookUp` is set and a charge names an opening, from the first lookup page of the list
 * (`per_page=100`, shared with the chats screen's cache). An opening found nowhere has no
 * entry: the history then links to it without its name.
 *
 * @param payments - the charges shown (`job_opening_uuid` null for monthly fees).
 * @param lookUp - may query the job openings list: only while the subscription is in good
 *   standing, since the API answers 403 to openings otherwise (and an error toast would show).
 */
export function useOpeningNames(
  payments: readonly Pick<Payment, 'job_opening_uuid'>[] | undefined,
  lookUp: boolean,
): Readonly<Record<string, string>> {
  const uuids = useMemo(
    () => [
      ...new Set(
        (payments ?? [])
          .map((payment) => payment.job_opening_uuid)
          .filter((uuid): uuid is string => Boolean(uuid)),
      ),
    ],
    [payments],
  );
  useListJobOpeningsQuery(openingLookupQuery(1), { skip: !lookUp || uuids.length === 0 });
  const names = useAppSelector(
    (state) => uuids.map((uuid) => selectCachedOpening(state, uuid)?.name ?? ''),
    shallowEqual,
  );
  return useMemo(() => {
    const found: Record<string, string> = {};
    uuids.forEach((uuid, index) => {
      if (names[index]) found[uuid] = names[index];
    });
    return found;
  }, [uuids, names]);
}
