// npm run routes — the /api route table from code: method, path and the procedure each one runs.
import { routeTable } from '../src/server/rest-routes';

const rows = routeTable();
console.log('| method | path | procedure |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.method} | ${r.url} | ${r.procedure} |`);
console.log(
  `\n${rows.length} paths; ${rows.filter((r) => r.procedure === 'REST only').length} served by REST only.`,
);
