import ICAL from 'ical.js';

/**
 * Reads one of our .ics files with ical.js (a real, independent iCalendar parser), registering its
 * VTIMEZONE so that every event's time resolves through the rules we wrote. For tests only.
 */
export function parseIcs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) {
    const tzid = String(zone.getFirstPropertyValue('tzid'));
    ICAL.TimezoneService.remove(tzid);
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      stamp: String(component.getFirstPropertyValue('dtstamp')),
    };
  });
  return { calendar, zones, events };
}
