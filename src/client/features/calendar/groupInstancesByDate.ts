import type { TClassInstance } from '../../../shared/schemas/classes/instances';

export type InstancesByDate = ReadonlyMap<string, TClassInstance[]>;

/** Classes by date, each day's in time order (then by name); cancelled classes are left out. */
export function groupInstancesByDate(instances: readonly TClassInstance[]): InstancesByDate {
  const map = new Map<string, TClassInstance[]>();
  for (const instance of instances) {
    if (instance.isCancelled) continue;
    const date = instance.classDate.slice(0, 10);
    const list = map.get(date);
    if (list) list.push(instance);
    else map.set(date, [instance]);
  }
  for (const list of map.values()) {
    list.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name));
  }
  return map;
}
