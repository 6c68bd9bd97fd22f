import { sql } from 'drizzle-orm';
import { classInstances, classSchedules, classTypes } from '../db/schema';

/**
 * A class's name as every screen shows it: the instance's own name, else its schedule's, else its
 * type's. For queries joining class_instances, class_types and (left) class_schedules.
 */
export const classNameSql = sql<string>`coalesce(${classInstances.customName}, ${classSchedules.customName}, ${classTypes.name})`;
