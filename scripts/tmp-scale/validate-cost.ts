import { userInputSchema } from '../../src/services/user-input.ts';
const items = Array.from({ length: 10000 }, (_, i) => ({ name: `Person ${i} Smith`, email: `p.${i}@x.example`, phone: '+14155552671', metadata: { a: 'b' } }));
for (let r = 0; r < 3; r++) {
  const body = JSON.stringify(items);
  let t = performance.now();
  JSON.parse(body);
  const parse = performance.now() - t;
  t = performance.now();
  for (const it of items) userInputSchema.safeParse(it);
  console.log('parse', parse.toFixed(0), 'validate', (performance.now() - t).toFixed(0));
}
