// What the coach reads for a calendar its app left without a display name.
import { describe, expect, it } from 'vitest';
import { listedName, nameFromPath } from './caldav-client.js';

describe('a calendar without a display name', () => {
  it('is named after its folder when the folder reads as a name', () => {
    expect(nameFromPath('https://dav.example.com/coach/work/', 0)).toBe('Work');
    expect(nameFromPath('https://dav.example.com/remote.php/dav/calendars/ines/family-time/', 1)).toBe('Family time');
    expect(nameFromPath('https://dav.example.com/ines/Cours%20de%20yoga/', 2)).toBe('Cours de yoga');
  });

  it('is "Calendar N" when the folder is an identifier, never a server path', () => {
    expect(nameFromPath('https://dav.example.com/coach/5f0c1a2e-8d3b-4c7a-9e61-0b2d4f6a8c10/', 0)).toBe('Calendar 1');
    expect(nameFromPath('https://p42-caldav.icloud.com/1234567/calendars/8812/', 2)).toBe('Calendar 3');
  });

  it('treats a server path given as the display name as no name', () => {
    expect(listedName('coach/work', 'https://dav.example.com/coach/work/', 0)).toBe('Work');
    expect(listedName('Yoga classes', 'https://dav.example.com/coach/work/', 0)).toBe('Yoga classes');
  });
});
