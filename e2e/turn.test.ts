import { describe, expect, it } from 'vitest';
import { ensureTurn, noTurnLine, TURN_PACKAGE, turnServer } from './turn';

function machine({ installed = false, canInstall = false, installs = false } = {}) {
  let isInstalled = installed;
  const ran: string[] = [];
  const said: string[] = [];
  const result = () =>
    ensureTurn({
      isInstalled: () => isInstalled,
      canInstall,
      run: (command, args) => {
        ran.push([command, ...args].join(' '));
        if (installs) isInstalled = true;
        return installs;
      },
      say: (line) => said.push(line),
    });
  return { result, ran, said };
}

describe("the calls' relay for the browser suite (issue 40)", () => {
  it('uses an installed coturn without a word', () => {
    const { result, ran, said } = machine({ installed: true });
    expect(result()).toBe(true);
    expect([...ran, ...said]).toEqual([]);
  });

  it('installs Debian’s package where it may', () => {
    const { result, ran } = machine({ canInstall: true, installs: true });
    expect(result()).toBe(true);
    expect(ran).toEqual([`apt-get install -y --no-install-recommends ${TURN_PACKAGE}`]);
  });

  it('otherwise says in one line that the relay tests skip, and lets the run go on', () => {
    const { result, ran, said } = machine();
    expect(result()).toBe(false);
    expect(ran).toEqual([]);
    expect(said).toEqual([noTurnLine]);
  });

  it('runs coturn on loopback with the shared secret the app is given', () => {
    const { webServer, env } = turnServer('34567', 'a-secret-of-enough-length');
    for (const flag of [
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      '--use-auth-secret',
      '--static-auth-secret=a-secret-of-enough-length',
      '--allow-loopback-peers',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
    ]) {
      expect(webServer.command).toContain(flag);
    }
    expect(webServer.port).toBe(34567);
    expect(env).toEqual({
      TURN_URL: 'turn:127.0.0.1:34567?transport=udp',
      TURN_SECRET: 'a-secret-of-enough-length',
    });
  });
});
