import { describe, expect, it } from 'vitest';
import {
  STUDENT_MESSAGES,
  type TStudentProfile,
  ZStudentCreateInput,
} from '../../../shared/schemas/students';
import {
  EMPTY_STUDENT_FORM,
  isMissingPassword,
  studentCreateInput,
  studentFormValues,
  studentUpdateInput,
  ZStudentEditForm,
} from './studentFormModel';

const profile: TStudentProfile = {
  id: 4,
  name: 'Ana Silva',
  preferredName: null,
  email: 'ana@example.com',
  phone: null,
  birthday: null,
  paymentEmail: null,
  notificationEmail: 'ana.classes@example.com',
  emergencyContact: null,
  medicalNotes: null,
  secondaryContactName: 'Rui Silva',
  secondaryContactEmail: null,
  secondaryContactPhone: null,
  status: 'pending',
  isActive: true,
  emailReminders: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const createMessages = (input: unknown) => {
  const r = ZStudentCreateInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('studentFormValues', () => {
  it('fills blanks for missing values', () => {
    const v = studentFormValues(profile);
    expect(v.phone).toBe('');
    expect(v.paymentEmail).toBe('');
    expect(v.notificationEmail).toBe('ana.classes@example.com');
    expect(v.secondaryContactName).toBe('Rui Silva');
    expect(v.status).toBe('pending');
  });

  it('defaults an unknown status to active', () => {
    expect(studentFormValues({ ...profile, status: 'archived' }).status).toBe('active');
  });
});

describe('studentCreateInput', () => {
  it('sends the password only with "Create password now"', () => {
    const typed = { ...EMPTY_STUDENT_FORM, name: 'Jo', email: 'jo@example.com', customPassword: 'secret12' };
    expect(studentCreateInput(typed).customPassword).toBe('secret12');
    const byEmail = studentCreateInput({ ...typed, passwordOption: 'email' });
    expect(byEmail).not.toHaveProperty('customPassword');
    expect(byEmail.passwordOption).toBe('email');
  });

  it("gives the spec's messages through the shared schema", () => {
    const input = studentCreateInput({
      ...EMPTY_STUDENT_FORM,
      email: 'nope',
      paymentEmail: 'x',
      notificationEmail: 'y',
      secondaryContactEmail: 'z',
    });
    expect(createMessages(input)).toEqual([
      STUDENT_MESSAGES.nameRequired,
      STUDENT_MESSAGES.invalidEmail,
      STUDENT_MESSAGES.invalidPaymentEmail,
      STUDENT_MESSAGES.invalidNotificationEmail,
      STUDENT_MESSAGES.invalidSecondaryEmail,
      STUDENT_MESSAGES.passwordRequired,
    ]);
  });

  it('accepts blank optional fields', () => {
    const input = studentCreateInput({
      ...EMPTY_STUDENT_FORM,
      name: 'Jo',
      email: 'jo@example.com',
      passwordOption: 'email',
    });
    expect(ZStudentCreateInput.safeParse(input).success).toBe(true);
  });
});

describe('ZStudentEditForm', () => {
  it('checks the e-mail and status the administrator sends', () => {
    const bad = ZStudentEditForm.safeParse(
      studentUpdateInput(4, { ...studentFormValues(profile), email: '' }),
    );
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      STUDENT_MESSAGES.invalidEmail,
    ]);
    expect(ZStudentEditForm.safeParse(studentUpdateInput(4, studentFormValues(profile))).success).toBe(true);
  });

  it('needs a name', () => {
    const r = ZStudentEditForm.safeParse(studentUpdateInput(4, { ...studentFormValues(profile), name: ' ' }));
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([STUDENT_MESSAGES.nameRequired]);
  });
});

describe('isMissingPassword', () => {
  it('only for "Create password now" with nothing typed', () => {
    expect(isMissingPassword(EMPTY_STUDENT_FORM)).toBe(true);
    expect(isMissingPassword({ ...EMPTY_STUDENT_FORM, customPassword: 'x' })).toBe(false);
    expect(isMissingPassword({ ...EMPTY_STUDENT_FORM, passwordOption: 'email' })).toBe(false);
  });
});
