/** A believable small studio: what `npm run seed:demo` loads. Prices in cents, times are studio time. */
export const DEMO_CLASS_TYPES = [
  {
    name: 'Vinyasa Flow',
    description: 'A dynamic, breath-led yoga flow for all levels.',
    durationMinutes: 60,
    priceCents: 2000,
  },
  {
    name: 'Hatha Yoga',
    description: 'Slower-paced postures with an emphasis on alignment.',
    durationMinutes: 75,
    priceCents: 2000,
  },
  {
    name: 'Pilates Mat',
    description: 'Core strength, posture and control on the mat.',
    durationMinutes: 50,
    priceCents: 2200,
  },
  {
    name: 'HIIT Circuit',
    description: 'High-intensity intervals: strength and cardio stations.',
    durationMinutes: 45,
    priceCents: 1800,
  },
  {
    name: 'Contemporary Dance',
    description: 'Technique and choreography, beginner friendly.',
    durationMinutes: 90,
    priceCents: 2500,
  },
  {
    name: 'Yin & Restore',
    description: 'Long-held floor poses to release and recover.',
    durationMinutes: 60,
    priceCents: 2000,
  },
] as const;

type Slot = {
  type: number;
  day: number;
  start: string;
  end: string;
  location: string;
  max: number;
  name?: string;
};

export const DEMO_SCHEDULES: Slot[] = [
  { type: 0, day: 1, start: '07:00', end: '08:00', location: 'Studio A', max: 15 },
  { type: 3, day: 1, start: '12:15', end: '13:00', location: 'Studio B', max: 12 },
  { type: 0, day: 1, start: '18:00', end: '19:00', location: 'Studio A', max: 18 },
  { type: 2, day: 2, start: '09:30', end: '10:20', location: 'Studio B', max: 10 },
  { type: 4, day: 2, start: '19:30', end: '21:00', location: 'Studio A', max: 20 },
  { type: 1, day: 3, start: '07:00', end: '08:15', location: 'Studio A', max: 15 },
  { type: 3, day: 3, start: '17:30', end: '18:15', location: 'Studio B', max: 12 },
  { type: 5, day: 3, start: '19:30', end: '20:30', location: 'Studio A', max: 15, name: 'Candlelight Yin' },
  { type: 2, day: 4, start: '09:30', end: '10:20', location: 'Studio B', max: 10 },
  { type: 0, day: 4, start: '18:00', end: '19:00', location: 'Studio A', max: 18 },
  { type: 3, day: 5, start: '07:00', end: '07:45', location: 'Studio B', max: 12 },
  { type: 4, day: 5, start: '18:30', end: '20:00', location: 'Studio A', max: 20 },
  {
    type: 0,
    day: 6,
    start: '09:00',
    end: '10:00',
    location: 'Studio A',
    max: 20,
    name: 'Saturday Slow Flow',
  },
  { type: 2, day: 6, start: '10:30', end: '11:20', location: 'Studio B', max: 10 },
  { type: 5, day: 0, start: '10:00', end: '11:00', location: 'Studio A', max: 15 },
  { type: 1, day: 0, start: '17:00', end: '18:15', location: 'Studio A', max: 15 },
];

export const DEMO_STUDENTS = [
  {
    name: 'Amelia Chen',
    email: 'amelia.chen@example.com',
    phone: '604-555-0134',
    emergencyContact: 'David Chen 604-555-0199',
  },
  { name: 'Liam Tremblay', email: 'liam.tremblay@example.com', phone: '604-555-0167', preferredName: 'Li' },
  {
    name: 'Olivia Singh',
    email: 'olivia.singh@example.com',
    phone: '778-555-0121',
    paymentEmail: 'singh.family@example.com',
  },
  {
    name: 'Noah Martin',
    email: 'noah.martin@example.com',
    phone: '604-555-0188',
    medicalNotes: 'Recovering knee injury — no deep lunges.',
  },
  {
    name: 'Emma Roy',
    email: 'emma.roy@example.com',
    phone: '236-555-0102',
    secondaryContactName: 'Paul Roy',
    secondaryContactEmail: 'paul.roy@example.com',
    secondaryContactPhone: '236-555-0177',
  },
  {
    name: 'Lucas Gagnon',
    email: 'lucas.gagnon@example.com',
    phone: '604-555-0145',
    status: 'pending' as const,
  },
  {
    name: 'Charlotte Wilson',
    email: 'charlotte.wilson@example.com',
    phone: '778-555-0176',
    secondaryContactName: 'Mark Wilson',
    secondaryContactEmail: 'mark.wilson@example.com',
  },
  {
    name: 'Ethan Nguyen',
    email: 'ethan.nguyen@example.com',
    phone: '604-555-0110',
    secondaryContactName: 'Linh Nguyen',
    secondaryContactEmail: 'linh.nguyen@example.com',
  },
  {
    name: 'Sofia Rossi',
    email: 'sofia.rossi@example.com',
    phone: '236-555-0153',
    birthday: '1991-04-17',
  },
  {
    name: 'Benjamin Lee',
    email: 'benjamin.lee@example.com',
    phone: '604-555-0129',
    status: 'inactive' as const,
  },
  {
    name: 'Chloé Bouchard',
    email: 'chloe.bouchard@example.com',
    phone: '778-555-0138',
    preferredName: 'Chloé',
  },
  {
    name: 'Mateo Alvarez',
    email: 'mateo.alvarez@example.com',
    phone: '604-555-0191',
    notificationEmail: 'mateo.classes@example.com',
  },
  // Last, so the active students (who the demo calendar books, by position) stay the same people.
  {
    name: 'Hannah Fischer',
    email: 'hannah.fischer@example.com',
    phone: '604-555-0183',
    status: 'inactive' as const,
  },
  {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    phone: '778-555-0114',
    status: 'pending' as const,
    secondaryContactName: 'Rania Haddad',
    secondaryContactEmail: 'rania.haddad@example.com',
  },
];

/** What the front desk has written down about a few demo students. */
export const DEMO_NOTES = [
  {
    email: 'amelia.chen@example.com',
    content: 'Prefers a spot near the window. Bought a 10-class card in person.',
  },
  { email: 'noah.martin@example.com', content: 'Physio cleared him for low-impact classes from next month.' },
  { email: 'noah.martin@example.com', content: 'Asked about private sessions — call back on Friday.' },
  { email: 'lucas.gagnon@example.com', content: 'Waiver not signed yet; activate once it is in.' },
  {
    email: 'charlotte.wilson@example.com',
    content: 'Mark Wilson (husband) pays by e-Transfer on her behalf.',
  },
  { email: 'hannah.fischer@example.com', content: 'Moved to Montréal — membership paused at her request.' },
  { email: 'omar.haddad@example.com', content: 'Trial week done; waiting for his waiver before activating.' },
];

/** Demo students can sign in with this password (it is stored hashed like any other). */
export const DEMO_STUDENT_PASSWORD = 'studio-demo';

const FIRST_NAMES = [
  'Ava',
  'Jack',
  'Maya',
  'Owen',
  'Zoe',
  'Ryan',
  'Leah',
  'Arjun',
  'Isla',
  'Kai',
  'Nora',
  'Finn',
];
const LAST_NAMES = ['Campbell', 'Dubois', 'Patel', 'Morrison', 'Kowalski', 'Fraser'];

/** Regulars who fill the timetable: three surnames per first name, basics only. */
export const DEMO_REGULARS = FIRST_NAMES.flatMap((first, i) =>
  [0, 1, 2].map((j) => {
    const last = LAST_NAMES[(i + j) % LAST_NAMES.length]!;
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}@example.com`.toLowerCase(),
      phone: `604-555-${String(200 + i * 3 + j).padStart(4, '0')}`,
    };
  }),
);

/** A small Vancouver studio's settings: what the Settings screen shows after `npm run seed:demo`. */
export const DEMO_SETTINGS: { key: string; value: string }[] = [
  { key: 'businessName', value: 'Kitsilano Movement Studio' },
  { key: 'businessEmail', value: 'hello@kitsmovement.example' },
  { key: 'businessPhone', value: '604-555-0142' },
  { key: 'businessAddress', value: '2150 W 4th Ave, Vancouver, BC V6K 1N6' },
  { key: 'timezone', value: 'America/Vancouver' },
  { key: 'country', value: 'Canada' },
  { key: 'region', value: 'British Columbia' },
  // Fitness and dance classes are not subject to BC PST; GST applies.
  { key: 'enablePst', value: 'false' },
  { key: 'taxInclusive', value: 'true' },
  { key: 'eTransferEnabled', value: 'true' },
  { key: 'eTransferEmail', value: 'payments@kitsmovement.example' },
  { key: 'cashEnabled', value: 'true' },
];

/** The demo studio's policy: 24 h cancellations, one free change a month. */
export const DEMO_POLICY = {
  monthlyChangesAllowed: 1,
  weeklyChangesAllowed: 2,
  dailyChangesAllowed: 1,
  emergencyChangeHours: 2,
  emergencyChangesAllowed: 1,
  unlimitedChanges24Plus: false,
  refundPolicy:
    'Cancel at least {{cancellation_hours}} hours before your class and the full class price comes back to you as a credit for a future class. Cancellations within {{cancellation_hours}} hours, and missed classes, are non-refundable.',
  classChangePolicy:
    'You can move one class a month to another class free of charge, up to {{cancellation_hours}} hours before it starts. Changes after that count as a cancellation and a new booking.',
};
