import { describe, expect, it } from 'vitest';
import { proposeBookingMapping, proposePassMapping } from './student-mapping';

describe('the mapping proposed from other software’s headers', () => {
  it('packs and memberships held, as a series export and a membership export name them', () => {
    expect(proposePassMapping(['Client Email', 'Series Name', 'Remaining', 'Expiration Date'])).toEqual({
      email: 0,
      product: 1,
      classesLeft: 2,
      validUntil: 3,
    });
    expect(
      proposePassMapping(['Email address', 'Membership name', 'Credits remaining', 'Membership end date']),
    ).toEqual({ email: 0, product: 1, classesLeft: 2, validUntil: 3 });
    expect(proposePassMapping(['Courriel', 'Forfait', 'Cours restants', "Date d'expiration"])).toEqual({
      email: 0,
      product: 1,
      classesLeft: 2,
      validUntil: 3,
    });
  });

  it('bookings: the class’s day, never the day the booking was made', () => {
    expect(
      proposeBookingMapping(['Client Email', 'Booking Date', 'Class Date', 'Class Time', 'Class Name']),
    ).toEqual({ email: 0, classDate: 2, startTime: 3, className: 4 });
    expect(proposeBookingMapping(['Courriel', 'Date du cours', 'Heure de début', 'Nom du cours'])).toEqual({
      email: 0,
      classDate: 1,
      startTime: 2,
      className: 3,
    });
  });
});
