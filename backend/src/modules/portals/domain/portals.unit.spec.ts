import type { DomainError } from '../../../platform/domain/domain-error';
import { replay } from '../../../platform/domain/decider';
import { FeedTokens } from './feed-token-secret';
import { feedTokenDecider, type FeedTokenEvent } from './feed-token';
import { portalChoiceDecider, type PortalChoiceEvent } from './portal-choice';

const NOW = '2026-11-30T10:00:00.000Z';
const choose = (portals: string[]) => ({
  type: 'ChoosePortals' as const,
  propertyId: 'villa',
  portals,
  now: NOW,
});
const chosen = (portals: PortalChoiceEvent['data']['portals']): PortalChoiceEvent => ({
  type: 'PropertyPortalsChosen',
  data: { propertyId: 'villa', portals, chosenAt: NOW },
});

describe('portal choice', () => {
  it('records the portals in the list’s order, each once', () => {
    expect(portalChoiceDecider.decide(choose(['resales-online', 'kyero', 'kyero']), { portals: [] })).toEqual(
      [chosen(['kyero', 'resales-online'])],
    );
  });

  it('records nothing when the same portals are chosen again', () => {
    const state = replay(portalChoiceDecider, [chosen(['kyero', 'thinkspain'])]);
    expect(portalChoiceDecider.decide(choose(['thinkspain', 'kyero']), state)).toEqual([]);
  });

  it('records an empty choice: the listing leaves every portal', () => {
    const state = replay(portalChoiceDecider, [chosen(['kyero'])]);
    expect(portalChoiceDecider.decide(choose([]), state)).toEqual([chosen([])]);
    expect(portalChoiceDecider.decide(choose([]), { portals: [] })).toEqual([]);
  });

  it('refuses a portal that is not in the list', () => {
    expect(() => portalChoiceDecider.decide(choose(['kyero', 'idealista']), { portals: [] })).toThrow(
      expect.objectContaining({ code: 'unknown_portal' }) as DomainError,
    );
  });
});

describe('feed token rotation', () => {
  const rotated = (generation: number): FeedTokenEvent => ({
    type: 'PortalFeedTokenRotated',
    data: { portal: 'kyero', generation, rotatedAt: NOW },
  });

  it('starts the next generation, and holds no token', () => {
    const state = replay(feedTokenDecider, [rotated(1), rotated(2)]);
    expect(feedTokenDecider.decide({ type: 'RotateFeedToken', portal: 'kyero', now: NOW }, state)).toEqual([
      rotated(3),
    ]);
    expect(
      feedTokenDecider.decide({ type: 'RotateFeedToken', portal: 'kyero', now: NOW }, { generation: 0 }),
    ).toEqual([rotated(1)]);
  });

  it('refuses an unknown portal', () => {
    expect(() =>
      feedTokenDecider.decide({ type: 'RotateFeedToken', portal: 'idealista', now: NOW }, { generation: 0 }),
    ).toThrow(expect.objectContaining({ code: 'portal_not_found' }) as DomainError);
  });

  it('derives a different token per portal, generation and secret, and accepts only the current one', () => {
    const tokens = new FeedTokens('a-secret-of-at-least-thirty-two-characters');
    const current = tokens.token('kyero', 2);
    expect(current).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tokens.matches(current, 'kyero', 2)).toBe(true);
    expect(tokens.matches(tokens.token('kyero', 1), 'kyero', 2)).toBe(false);
    expect(tokens.matches(current, 'thinkspain', 2)).toBe(false);
    expect(new FeedTokens('another-secret-of-at-least-thirty-two-chars').token('kyero', 2)).not.toBe(current);
    for (const wrong of [undefined, '', ['x'], current.slice(1), `${current}=`]) {
      expect(tokens.matches(wrong, 'kyero', 2)).toBe(false);
    }
  });
});
