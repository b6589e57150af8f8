import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkedInCertificationUrl } from './linkedin-certification.ts';

const ID = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const PAGE = `https://academy.example.com/certificates/${ID}`;
const link = (courseTitle: string, issuedAt: string) => new URL(linkedInCertificationUrl({ courseTitle, id: ID, issuedAt, pageUrl: PAGE }));

describe("LinkedIn's Add to Profile link for a certificate", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('fills in every field of the certification form', () => {
    const url = link('Forex Foundations', '2026-06-15T12:00:00.000Z');
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Forex Foundations',
      organizationName: 'Meridian Trading Academy',
      issueYear: '2026',
      issueMonth: '6',
      certUrl: PAGE,
      certId: ID,
    });
  });

  it('encodes a title with & and spaces, and the page address, so no field spills into another', () => {
    const href = linkedInCertificationUrl({ courseTitle: 'Risk & Money Management', id: ID, issuedAt: '2026-06-15T12:00:00.000Z', pageUrl: PAGE });
    expect(href).toContain('name=Risk+%26+Money+Management&');
    expect(href).toContain(`certUrl=${encodeURIComponent(PAGE)}&`);
    expect(new URL(href).searchParams.get('name')).toBe('Risk & Money Management');
    expect([...new URL(href).searchParams.keys()]).toHaveLength(7);
  });

  // In Tokyo the last half hour of December (UTC) is already January, in New York the first of January is still December.
  it.each(['Asia/Tokyo', 'America/New_York'])("takes the year and month in UTC, whatever the browser's zone (%s)", (zone) => {
    vi.stubEnv('TZ', zone);
    const december = link('Forex Foundations', '2026-12-31T23:30:00.000Z').searchParams;
    expect([december.get('issueYear'), december.get('issueMonth')]).toEqual(['2026', '12']);
    const january = link('Forex Foundations', '2027-01-01T00:30:00.000Z').searchParams;
    expect([january.get('issueYear'), january.get('issueMonth')]).toEqual(['2027', '1']);
  });
});
