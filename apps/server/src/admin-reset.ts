import { connectFromEnvironment, embeddedDataFolder } from './db/client';
import { seed } from './seed';
import { resetAdmin, type AdminReset } from './features/users/admin-reset';
import { holdEmbeddedDataFolder } from './platform/data-lock';

/**
 * `npm run admin:reset`: recovers a locked console on the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR). It refuses while a server runs on the embedded database: stop it first.
 */
await holdEmbeddedDataFolder(embeddedDataFolder());
const database = connectFromEnvironment();
let outcome: AdminReset | undefined;
try {
  await database.migrate(async (db) => {
    await seed(db, { adminPassword: process.env.ADMIN_PASSWORD, demo: false });
    outcome = await resetAdmin(db, process.env.ADMIN_PASSWORD);
  });
} catch (error) {
  console.error(`The admin was not reset: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
if (outcome) {
  const where = database.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL';
  console.log(`Reset "admin" on ${where}: active, in the active role "${outcome.roleName}" holding every authority.`);
  console.log(
    outcome.generatedPassword
      ? `Its new password: ${outcome.generatedPassword} (shown once; change it from the profile page)`
      : 'Its password is now the one in ADMIN_PASSWORD.',
  );
}
