import { agentClockLabel } from './clock';

it("shows the merchant's time and GMT offset, in the reader's digits", () => {
  const at = new Date('2025-03-01T06:30:15Z');
  expect(agentClockLabel(at, 'Asia/Dhaka', 'en')).toBe('01/03/2025, 12:30:15 GMT+6');
  expect(agentClockLabel(at, 'Asia/Dhaka', 'bn')).toContain('১২:৩০:১৫');
  expect(agentClockLabel(at, 'UTC', 'en')).toMatch(/06:30:15 GMT(\+0)?$/);
});
