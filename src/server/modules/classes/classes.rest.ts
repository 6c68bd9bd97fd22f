import type { TClassInstance, TClassWindow } from '../../../shared/schemas/classes/instances';
import { defineRest } from '../../trpc/rest';
import { classesRouter } from './classes.router';

/** Spec 02 §3: a class instance also carries `is_cancelled`. */
const withSnakeCancelled = (i: TClassInstance) => ({ ...i, is_cancelled: i.isCancelled });

/** The spec's list: every class nests its schedule (id, customName, location) and its class type. */
function instanceList(window: TClassWindow) {
  const types = new Map(window.classTypes.map((t) => [t.id, t]));
  const schedules = new Map(window.schedules.map((s) => [s.id, s]));
  return window.instances.map((i) => {
    const schedule = i.classScheduleId === null ? undefined : schedules.get(i.classScheduleId);
    return {
      ...withSnakeCancelled(i),
      classSchedule: schedule ? { ...schedule, classType: types.get(i.classTypeId)! } : null,
    };
  });
}

const classTypeRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/class-types',
    procedure: classesRouter.listTypes,
    input: () => undefined,
  }),
  defineRest({ method: 'GET', url: '/api/class-types/:id', procedure: classesRouter.getType }),
  defineRest({
    method: 'POST',
    url: '/api/class-types',
    procedure: classesRouter.createType,
    status: 201,
  }),
  defineRest({ method: 'PUT', url: '/api/class-types/:id', procedure: classesRouter.updateType }),
];

const scheduleRoutes = [
  defineRest({ method: 'GET', url: '/api/class-schedules', procedure: classesRouter.listSchedules }),
  defineRest({
    method: 'GET',
    url: '/api/class-schedules/:id/students',
    procedure: classesRouter.scheduleRoster,
  }),
  defineRest({
    method: 'GET',
    url: '/api/class-schedules/:id/attendees',
    procedure: classesRouter.scheduleRoster,
    // "list" (spec 02 §7): the attendees, each with their payment badge.
    answer: (roster) => roster.students,
  }),
  defineRest({
    method: 'POST',
    url: '/api/class-schedules',
    procedure: classesRouter.createSchedule,
    status: 201,
  }),
  defineRest({ method: 'PUT', url: '/api/class-schedules/:id', procedure: classesRouter.updateSchedule }),
  defineRest({
    method: 'PATCH',
    url: '/api/class-schedules/:id/name',
    procedure: classesRouter.renameSchedule,
  }),
];

const instanceRoutes = [
  defineRest({
    method: 'GET',
    url: '/api/class-instances',
    procedure: classesRouter.listInstances,
    input: ({ query }) => ({ startDate: query.startDate, endDate: query.endDate }),
    answer: instanceList,
    etag: classesRouter.listInstancesTag,
  }),
  // The calendar screens' own read (decision 022): listInstances' compact window, tagged like the list
  // above, so a browser revalidates it with If-None-Match and the body is built once per change.
  defineRest({
    method: 'GET',
    url: '/api/class-window',
    procedure: classesRouter.listInstances,
    input: ({ query }) => ({ startDate: query.startDate, endDate: query.endDate }),
    etag: classesRouter.listInstancesTag,
  }),
  defineRest({
    method: 'GET',
    url: '/api/class-instances/schedule/:scheduleId',
    procedure: classesRouter.scheduleInstances,
    input: ({ params }) => ({ scheduleId: params.scheduleId }),
    answer: instanceList,
  }),
  defineRest({
    method: 'POST',
    url: '/api/class-instances/single',
    procedure: classesRouter.createSingle,
    status: 201,
    answer: withSnakeCancelled,
  }),
  defineRest({
    method: 'PUT',
    url: '/api/class-instances/:id',
    procedure: classesRouter.updateInstance,
    answer: withSnakeCancelled,
  }),
  defineRest({
    method: 'POST',
    url: '/api/class-instances/cancel',
    procedure: classesRouter.cancelInstance,
    // This dialog says sendNotifications / issueRefund; a missing id is a not yet materialised class.
    input: ({ body }) => ({
      classInstanceId: body.classInstanceId ?? null,
      reason: body.reason,
      notifyStudents: body.sendNotifications ?? body.notifyStudents,
      issueCredits: body.issueRefund ?? body.issueCredits,
    }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/class-instances/:id/cancel',
    procedure: classesRouter.cancelInstance,
    input: ({ body, params }) => ({
      classInstanceId: params.id,
      reason: body.reason,
      notifyStudents: body.notifyStudents,
      issueCredits: body.issueCredits,
    }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/class-instances/notify',
    procedure: classesRouter.notifyInstance,
  }),
];

const enrolmentRoutes = [
  defineRest({ method: 'GET', url: '/api/student-classes', procedure: classesRouter.listEnrollments }),
  defineRest({
    method: 'GET',
    url: '/api/student-classes/student/:id',
    procedure: classesRouter.listEnrollments,
    input: ({ params }) => ({ studentId: params.id }),
  }),
  defineRest({
    method: 'GET',
    url: '/api/student-classes/schedule/:id',
    procedure: classesRouter.listEnrollments,
    input: ({ params }) => ({ classScheduleId: params.id }),
  }),
  defineRest({
    method: 'POST',
    url: '/api/student-classes',
    procedure: classesRouter.enroll,
    status: 201,
  }),
  defineRest({
    method: 'POST',
    url: '/api/class-cancellations',
    procedure: classesRouter.cancelScheduleClass,
    // notificationSent is the server's to set, whatever the client sends.
    input: ({ body }) => ({
      classScheduleId: body.classScheduleId,
      cancelledDate: body.cancelledDate || undefined,
      reason: body.reason,
      notifyStudents: body.notifyStudents,
      issueCredits: body.issueCredits,
    }),
  }),
];

export const classesRestRoutes = [
  ...classTypeRoutes,
  ...scheduleRoutes,
  ...instanceRoutes,
  ...enrolmentRoutes,
];
