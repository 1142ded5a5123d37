import { candidates } from '../../../mocks/fixtures/candidates';
test('x', () => {
  const c = candidates();
  const byState: Record<number, number> = {};
  c.forEach((x) => (byState[x.state_id] = (byState[x.state_id] ?? 0) + 1));
  console.log(JSON.stringify(byState), c.slice(0, 3));
  const tx = c.filter((x) => x.state_id === 44 && x.skill_ids.some((s) => [1, 2, 4, 6, 7].includes(s)));
  console.log('tx warehouse', tx.length, tx.filter((x) => x.city_id === 4401).length);
});
