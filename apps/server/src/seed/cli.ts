// `npm run seed`: migrates the configured database and seeds the demo data when it holds no organisation yet.
import { ConfigError, loadConfig } from "../config";
import { loadEnvFile, openCheckedDatabase, refuseProductionDatabase } from "../startup";
import { seedDemoDataIfEmpty } from "./index";

async function main(): Promise<number> {
  let config;
  let database;
  try {
    loadEnvFile();
    config = loadConfig();
    database = await openCheckedDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      variable: "DATABASE_URL",
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  try {
    // Demo accounts never go into a database a production server has used (ADR 062).
    await refuseProductionDatabase(database, config);
    await database.migrate();
    const started = performance.now();
    const summary = await seedDemoDataIfEmpty(database.db, { config });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (summary) {
      console.log(
        `Demo data seeded on ${database.engine}: ${summary.organizations} organisations, ${summary.listings} listings, ${summary.applications} applications in ${seconds} s.`,
      );
    } else {
      console.log(`Demo data not seeded: the ${database.engine} database already has organisations.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
