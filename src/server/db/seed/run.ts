import { openConfiguredDatabase } from '../../bootstrap';
import { loadConfig } from '../../config';
import { seedDemo } from './demo';
import { DEMO_STUDENT_PASSWORD } from './demo-data';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const result = await seedDemo(database.db);
  console.log(
    `Demo studio loaded into ${database.kind}: ${result.classTypes} class types, ${result.schedules} weekly schedules, ${result.students} students, ${result.instances} classes, ${result.bookings} bookings.`,
  );
  console.log(`Demo students sign in with their e-mail and the password "${DEMO_STUDENT_PASSWORD}".`);
} finally {
  await database.close();
}
