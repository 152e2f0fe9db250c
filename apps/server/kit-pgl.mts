import { PGlite } from '@electric-sql/pglite';
const a = new PGlite();
await a.exec("create table t(x int, at timestamptz); insert into t values (1, now());");
const dump = await a.dumpDataDir('none');
await a.close();
const b = new PGlite({ loadDataDir: dump });
console.log(await b.query('select count(*) from t'));
console.log(await b.query('select count(*) from t where at > $1', [new Date()]));
