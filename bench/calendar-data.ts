import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

export interface YearOfData {
  schedules: number;
  students: number;
  instances: number;
  bookings: number;
}

/**
 * A busy studio's year, written with set-based SQL so it loads in seconds: 40 weekly schedules,
 * 2,000 students, the instances of the last nine months and the next three, and 100,000 confirmed
 * bookings spread over them (about 48 of 50 seats per class).
 */
export async function loadYearOfData(db: Db, today: string): Promise<YearOfData> {
  const SCHEDULES = 40;
  const STUDENTS = 2000;
  const BOOKINGS = 100_000;
  await db.execute(sql`
    insert into class_types (name, description, duration_minutes, price_cents)
    select 'Class type ' || g, 'Benchmark class type ' || g, 60, 2000 + g * 100
    from generate_series(1, 5) g`);
  await db.execute(sql`
    insert into class_schedules (class_type_id, day_of_week, start_time, end_time, location, max_students,
                                 created_at)
    select (select min(id) from class_types) + (g % 5), g % 7,
           make_time(7 + (g % 12), 0, 0), make_time(8 + (g % 12), 0, 0), 'Studio ' || (g % 3 + 1), 50,
           ${today}::date - interval '1 year'
    from generate_series(0, ${SCHEDULES - 1}) g`);
  await db.execute(sql`
    insert into students (name, email, phone)
    select 'Bench Student ' || g, 'bench.student.' || g || '@example.com', '604-555-' || lpad(g::text, 4, '0')
    from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`
    insert into class_instances (class_schedule_id, class_type_id, class_date, start_time, end_time,
                                 location, max_students, price_cents)
    select s.id, s.class_type_id, d::date, s.start_time, s.end_time, s.location, s.max_students, t.price_cents
    from class_schedules s
    join class_types t on t.id = s.class_type_id
    cross join generate_series(${today}::date - interval '9 months',
                               ${today}::date + interval '3 months', interval '1 day') d
    where extract(dow from d) = s.day_of_week
    on conflict do nothing`);
  // Student k of instance i is ((i * 37 + k * 41) mod 2000): 48 distinct students per class.
  await db.execute(sql`
    with numbered as (
      select id, price_cents, class_date, row_number() over (order by id) as n from class_instances
    )
    insert into bookings (student_id, class_instance_id, status, price_cents, booked_at)
    select (select min(id) from students) + ((i.n * 37 + k * 41) % ${STUDENTS}), i.id, 'confirmed',
           i.price_cents, i.class_date - interval '3 days'
    from numbered i cross join generate_series(0, 47) k
    where (i.n - 1) * 48 + k < ${BOOKINGS}
    on conflict do nothing`);
  const result = await db.execute(sql`
    select (select count(*) from class_schedules)::int as schedules,
           (select count(*) from students)::int as students,
           (select count(*) from class_instances)::int as instances,
           (select count(*) from bookings)::int as bookings`);
  // postgres.js answers with the rows, PGlite with { rows }.
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as YearOfData[];
  return rows[0]!;
}
