import { inArray } from 'drizzle-orm';
import { studioClock } from '../../kernel/settings/read';
import { hashPassword } from '../../modules/auth/passwords';
import { applySettings } from '../../modules/settings/settings.service';
import type { Db } from '../client';
import { classSchedules, classTypes, policies, studentNotes, students } from '../schema';
import { seedDemoAttendance } from './demo-attendance';
import { seedDemoCalendar } from './demo-calendar';
import {
  DEMO_CLASS_TYPES,
  DEMO_NOTES,
  DEMO_POLICY,
  DEMO_REGULARS,
  DEMO_SCHEDULES,
  DEMO_SETTINGS,
  DEMO_STUDENT_PASSWORD,
  DEMO_STUDENTS,
} from './demo-data';
import { seedDemoPayments } from './demo-payments';
import { seedDemoProducts } from './demo-products';

export interface SeedResult {
  classTypes: number;
  schedules: number;
  students: number;
  instances: number;
  bookings: number;
  payments: number;
  /** Students on the demo's one waitlist. */
  waiting: number;
}

/** Loads the demo studio in one transaction. */
export async function seedDemo(db: Db): Promise<SeedResult> {
  const passwordHash = await hashPassword(DEMO_STUDENT_PASSWORD);
  return db.transaction(async (tx) => {
    const types = await tx
      .insert(classTypes)
      .values([...DEMO_CLASS_TYPES])
      .returning({ id: classTypes.id });
    await tx.insert(classSchedules).values(
      DEMO_SCHEDULES.map((s) => ({
        classTypeId: types[s.type]!.id,
        customName: s.name ?? null,
        dayOfWeek: s.day,
        startTime: s.start,
        endTime: s.end,
        location: s.location,
        maxStudents: s.max,
      })),
    );
    await tx
      .insert(students)
      .values(
        [...DEMO_STUDENTS, ...DEMO_REGULARS].map((s) => ({
          ...s,
          passwordHash,
          passwordChangedAt: new Date(),
        })),
      )
      .onConflictDoNothing();
    const noted = await tx
      .select({ id: students.id, email: students.email })
      .from(students)
      .where(inArray(students.email, [...new Set(DEMO_NOTES.map((n) => n.email))]));
    const idOf = new Map(noted.map((s) => [s.email, s.id]));
    await tx.insert(studentNotes).values(
      DEMO_NOTES.filter((n) => idOf.has(n.email)).map((n) => ({
        studentId: idOf.get(n.email)!,
        content: n.content,
        createdBy: 'Front Desk',
      })),
    );
    await applySettings(tx, DEMO_SETTINGS, { adminId: null });
    await tx
      .insert(policies)
      .values({ id: 1, ...DEMO_POLICY })
      .onConflictDoUpdate({
        target: policies.id,
        set: DEMO_POLICY,
      });
    const clock = await studioClock(tx);
    const calendar = await seedDemoCalendar(tx, clock);
    const payments = await seedDemoPayments(tx, clock);
    const door = await seedDemoAttendance(tx, clock.today);
    await seedDemoProducts(tx, clock.today);
    return {
      classTypes: types.length,
      schedules: DEMO_SCHEDULES.length,
      students: DEMO_STUDENTS.length + DEMO_REGULARS.length,
      ...calendar,
      payments,
      waiting: door.waiting,
    };
  });
}

/** For `SEED_DEMO=1 npm start`: only an empty studio (no class types, no students) is seeded. */
export async function seedDemoIfEmpty(db: Db): Promise<SeedResult | null> {
  const [anyType] = await db.select({ id: classTypes.id }).from(classTypes).limit(1);
  const [anyStudent] = await db.select({ id: students.id }).from(students).limit(1);
  if (anyType || anyStudent) return null;
  return seedDemo(db);
}
