import {
  STUDENT_STATUS_VALUES,
  type TPasswordOption,
  type TStudentCreateInput,
  type TStudentProfile,
  type TStudentStatus,
  type TStudentUpdateInput,
  ZAdminOnlyFields,
  ZStudentUpdateInput,
} from '../../../shared/schemas/students';

/** The Add / Edit Student form while it is typed: every field a string. */
export type StudentFormValues = {
  name: string;
  email: string;
  phone: string;
  paymentEmail: string;
  notificationEmail: string;
  secondaryContactName: string;
  secondaryContactEmail: string;
  secondaryContactPhone: string;
  status: TStudentStatus;
  passwordOption: TPasswordOption;
  customPassword: string;
};

export const EMPTY_STUDENT_FORM: StudentFormValues = {
  name: '',
  email: '',
  phone: '',
  paymentEmail: '',
  notificationEmail: '',
  secondaryContactName: '',
  secondaryContactEmail: '',
  secondaryContactPhone: '',
  status: 'active',
  passwordOption: 'create',
  customPassword: '',
};

const isStatus = (value: string): value is TStudentStatus =>
  (STUDENT_STATUS_VALUES as readonly string[]).includes(value);

/** Edit mode starts from the loaded student: blanks for missing values, status active when unknown. */
export function studentFormValues(student: TStudentProfile): StudentFormValues {
  return {
    ...EMPTY_STUDENT_FORM,
    name: student.name,
    email: student.email,
    phone: student.phone ?? '',
    paymentEmail: student.paymentEmail ?? '',
    notificationEmail: student.notificationEmail ?? '',
    secondaryContactName: student.secondaryContactName ?? '',
    secondaryContactEmail: student.secondaryContactEmail ?? '',
    secondaryContactPhone: student.secondaryContactPhone ?? '',
    status: isStatus(student.status) ? student.status : 'active',
  };
}

const fields = (v: StudentFormValues) => ({
  name: v.name,
  email: v.email,
  phone: v.phone,
  paymentEmail: v.paymentEmail,
  notificationEmail: v.notificationEmail,
  secondaryContactName: v.secondaryContactName,
  secondaryContactEmail: v.secondaryContactEmail,
  secondaryContactPhone: v.secondaryContactPhone,
  status: v.status,
});

/** students.create: the password goes only with "Create password now". */
export function studentCreateInput(v: StudentFormValues): TStudentCreateInput {
  return {
    ...fields(v),
    passwordOption: v.passwordOption,
    ...(v.passwordOption === 'create' ? { customPassword: v.customPassword } : {}),
  };
}

export function studentUpdateInput(id: number, v: StudentFormValues): TStudentUpdateInput {
  return { id, ...fields(v) };
}

/**
 * The edit form's checks: the update contract takes e-mail and status from anyone and leaves their
 * rules to the server's administrator check, so the form applies that check itself.
 */
export const ZStudentEditForm = ZStudentUpdateInput.extend(ZAdminOnlyFields.required().shape);

/** "Create password now" with nothing typed: the spec's "Password required" toast. */
export const isMissingPassword = (v: StudentFormValues): boolean =>
  v.passwordOption === 'create' && v.customPassword === '';
