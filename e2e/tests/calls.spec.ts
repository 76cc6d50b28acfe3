import { expect, type Page } from '@playwright/test';
import { withFakeCamera } from '../fixtures/camera';
import { twoMembersChatting } from '../fixtures/chat';
import { tabTo } from '../fixtures/keyboard';
import { origin } from '../fixtures/accounts';
import { noTurnLine } from '../turn';
import { expectAccessible } from './axe';
import { attachScreenshot, expectNoSpill, projectScreen } from './layout';

// Chromium's fake microphone and camera (STACK-NOTES 22), allowed without a prompt.
const test = withFakeCamera();

type Watched = { peers: RTCPeerConnection[]; received: string[] };

/**
 * The test's own window on WebRTC, added to the page by the test (not by the app): every peer
 * connection the page makes, and every ICE candidate it is handed from the other side.
 */
async function watchPeers(page: Page) {
  await page.addInitScript(() => {
    const watched: Watched = { peers: [], received: [] };
    Object.assign(window, { __calls: watched });
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = new Proxy(Native, {
      construct(target, args: [RTCConfiguration?]) {
        const connection = Reflect.construct(target, args) as RTCPeerConnection;
        watched.peers.push(connection);
        return connection;
      },
    });
    const addIceCandidate = Native.prototype.addIceCandidate;
    Native.prototype.addIceCandidate = function (candidate?: RTCIceCandidateInit | null) {
      if (candidate?.candidate) watched.received.push(candidate.candidate);
      return Reflect.apply(addIceCandidate, this, [candidate]) as Promise<void>;
    };
  });
}

/** What the page's newest peer connection has received so far, in bytes of RTP. */
const bytesReceived = (page: Page) =>
  page.evaluate(async () => {
    const { peers } = (window as unknown as { __calls: Watched }).__calls;
    const report = await peers.at(-1)?.getStats();
    let bytes = 0;
    report?.forEach((entry: { type: string; bytesReceived?: number }) => {
      if (entry.type === 'inbound-rtp') bytes += entry.bytesReceived ?? 0;
    });
    return bytes;
  });

const receivedCandidates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __calls: Watched }).__calls.received);

const callsSwitch = (page: Page) =>
  page.getByRole('button', { name: 'Voice and video calls in this chat' });

/** Both members open their chat and turn calls on; both are told "Calls are on". */
async function bothTurnCallsOn(aysel: Page, elvin: Page, matchId: string) {
  for (const page of [aysel, elvin]) {
    await page.goto(`/messages?match=${matchId}`);
    // A cold first page on a busy machine: the chat and its calls load one after the other.
    await expect(callsSwitch(page)).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 });
  }
  await callsSwitch(aysel).click();
  await expect(callsSwitch(aysel)).toHaveAttribute('aria-pressed', 'true');
  // Neither learns the other's choice before both made it.
  await expect(aysel.getByText(/Calls start once Elvin .* turns them on too/)).toBeVisible();
  await expect(elvin.getByText('Calls are on')).toHaveCount(0);
  await callsSwitch(elvin).click();
  for (const page of [aysel, elvin]) {
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
      'Calls are on',
    );
    await expect(
      page
        .getByRole('region', { name: /^Conversation with/ })
        .getByText('Calls are on', { exact: true }),
    ).toBeVisible();
  }
}

const ringing = (page: Page, kind: 'voice' | 'video') =>
  page.getByRole('dialog', { name: new RegExp(`^Aysel .*is calling you \\(${kind}\\)$`) });
/** The call screen, named after the other member (the fixtures give each a surname). */
const inCall = (page: Page, firstName: string) =>
  page.getByRole('dialog', { name: new RegExp(`^${firstName}\\b`) });
const calling = (page: Page) => page.getByRole('dialog', { name: /^Calling Elvin .*…$/ });

test.describe('calls between matches (issue 40)', () => {
  test('a relayed video call: media flows both ways through TURN only; hang-up and a block end it', async ({
    browser,
    playwright,
  }) => {
    test.skip(!process.env.E2E_TURN_PORT, noTurnLine);
    test.setTimeout(180_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    await watchPeers(aysel.page);
    await watchPeers(elvin.page);
    await bothTurnCallsOn(aysel.page, elvin.page, matchId);

    const call = async () => {
      await aysel.page.getByRole('button', { name: /^Start a video call with Elvin/ }).click();
      await expect(calling(aysel.page)).toBeVisible();
      await expect(ringing(elvin.page, 'video')).toContainText('Calls are never recorded');
      await ringing(elvin.page, 'video').getByRole('button', { name: 'Accept' }).click();
      await expect(inCall(aysel.page, 'Elvin').getByRole('timer')).toBeVisible();
      await expect(inCall(elvin.page, 'Aysel').getByRole('timer')).toBeVisible();
    };

    await call();
    // Media flows both ways: each side's inbound RTP keeps growing.
    for (const page of [aysel.page, elvin.page]) {
      await expect.poll(() => bytesReceived(page)).toBeGreaterThan(0);
      const before = await bytesReceived(page);
      await expect.poll(() => bytesReceived(page)).toBeGreaterThan(before);
    }
    // Every candidate either side was handed is the relay's: neither learns the other's address.
    for (const page of [aysel.page, elvin.page]) {
      const candidates = await receivedCandidates(page);
      expect(candidates.length).toBeGreaterThan(0);
      expect(candidates.filter((candidate) => !/ typ relay( |$)/.test(candidate))).toEqual([]);
    }

    // Elvin hangs up: Aysel's call ends within a second.
    await inCall(elvin.page, 'Aysel').getByRole('button', { name: 'End call' }).click();
    await expect(inCall(elvin.page, 'Aysel')).toBeHidden();
    await expect(inCall(aysel.page, 'Elvin')).toBeHidden({ timeout: 1_000 });

    // A block ends a call within a second, on both sides.
    await call();
    const blocked = await aysel.page.request.post('/api/blocks', {
      data: { userId: elvin.id },
      headers: { Origin: origin() },
    });
    expect(blocked.status(), await blocked.text()).toBeLessThan(300);
    await expect(inCall(aysel.page, 'Elvin')).toBeHidden({ timeout: 1_000 });
    await expect(inCall(elvin.page, 'Aysel')).toBeHidden({ timeout: 1_000 });
  });

  test('every call control works from the keyboard, and the call screens pass axe', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    for (const member of [aysel, elvin]) await member.page.setViewportSize(projectScreen(testInfo));
    await bothTurnCallsOn(aysel.page, elvin.page, matchId);
    await expectAccessible(aysel.page);

    const voiceCall = aysel.page.getByRole('button', { name: /^Start a voice call with Elvin/ });
    // From the calls switch on, past the "Calls are on" toast while it shows (it comes last in the
    // page), then from the page's start: the whole app navigation, the chat list and the header.
    await tabTo(aysel.page, voiceCall, 80);
    await aysel.page.keyboard.press('Enter');
    await expect(calling(aysel.page).getByRole('button', { name: 'Cancel call' })).toBeFocused();

    // The ringing opens on Accept; Escape neither declines nor hides it.
    const ring = ringing(elvin.page, 'voice');
    await expect(ring.getByRole('button', { name: 'Accept' })).toBeFocused();
    await expect(ring.getByRole('timer')).toContainText('seconds left');
    await elvin.page.keyboard.press('Escape');
    await expect(ring).toBeVisible();
    await expectAccessible(elvin.page);
    await attachScreenshot(elvin.page, testInfo, 'ringing');
    await elvin.page.keyboard.press('Enter');

    // In the call: the toggles say whether they are on; Escape does not hang up.
    const screen = inCall(elvin.page, 'Aysel');
    const mute = screen.getByRole('button', { name: 'Mute microphone' });
    await expect(mute).toBeFocused();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await elvin.page.keyboard.press('Space');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await elvin.page.keyboard.press('Escape');
    await expect(screen).toBeVisible();
    await expect(screen).toContainText('Calls are never recorded');
    await expect(screen.getByRole('timer', { name: 'Call duration' })).toBeVisible();
    await expectAccessible(elvin.page);
    await expectAccessible(aysel.page);
    await expectNoSpill(elvin.page);
    await attachScreenshot(elvin.page, testInfo, 'call-screen');

    // Report is in the tab order; End call after it ends the call for both.
    await elvin.page.keyboard.press('Tab');
    await expect(screen.getByRole('button', { name: 'Report' })).toBeFocused();
    await elvin.page.keyboard.press('Tab');
    await expect(screen.getByRole('button', { name: 'End call' })).toBeFocused();
    await elvin.page.keyboard.press('Enter');
    await expect(screen).toBeHidden();
    await expect(inCall(aysel.page, 'Elvin')).toBeHidden();

    // Declined from the keyboard: the caller is told, and both chats keep a line of it.
    await voiceCall.click();
    const again = ringing(elvin.page, 'voice');
    await expect(again.getByRole('button', { name: 'Accept' })).toBeFocused();
    await elvin.page.keyboard.press('Tab');
    await expect(again.getByRole('button', { name: 'Decline' })).toBeFocused();
    await elvin.page.keyboard.press('Enter');
    await expect(again).toBeHidden();
    await expect(calling(aysel.page)).toBeHidden();
    await expect(aysel.page.getByRole('region', { name: /^Notifications/ })).toContainText(
      'Call declined',
    );
    for (const page of [aysel.page, elvin.page]) {
      await expect(
        page.getByRole('region', { name: /^Conversation with/ }).getByText('Declined voice call'),
      ).toBeVisible();
    }

    // Report from a call ends it and opens the report dialog, the call noted by the server.
    await voiceCall.click();
    await ringing(elvin.page, 'voice').getByRole('button', { name: 'Accept' }).click();
    await inCall(aysel.page, 'Elvin').getByRole('button', { name: 'Report' }).click();
    await expect(inCall(elvin.page, 'Aysel')).toBeHidden();
    const report = aysel.page.getByRole('dialog', { name: /^Report Elvin/ });
    await expect(report).toBeVisible();
    await expectAccessible(aysel.page);
    await report.getByRole('radio', { name: 'Scam or money request' }).check();
    await report.getByRole('button', { name: 'Continue' }).click();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report).toBeHidden();
    await expect(aysel.page.getByRole('region', { name: /^Notifications/ })).toContainText(
      'Report sent',
    );
  });
});
