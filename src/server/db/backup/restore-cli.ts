/**
 * npm run restore -- <file> [--force]: loads a backup made by npm run backup into DATA_DIR, which must
 * be empty unless --force (what it held is then moved into DATA_DIR/replaced-<time>/).
 */
import path from 'node:path';
import { loadConfig } from '../../config';
import { restoreBackup } from './restore';

const config = loadConfig();
const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: restore a pg_dump backup with\n' +
      '  pg_restore --no-owner --dbname="$DATABASE_URL" studio-<time>.dump',
  );
  process.exit(2);
}
if (!file) {
  console.error('Usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
try {
  const result = await restoreBackup(path.resolve(file), config.DATA_DIR, { force });
  console.log(
    `Restored ${file} (made ${result.createdAt}) into ${path.resolve(config.DATA_DIR)}: ${result.students} students.`,
  );
  if (result.replacedTo) console.log(`What DATA_DIR held before is in ${result.replacedTo}.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
