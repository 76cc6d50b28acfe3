// The functions scenario.yml names (Artillery's processor; CommonJS, as 2.0.21 loads it).

// The ramp's end, from when Artillery loads this file, just before its first arrival.
const until = Date.now() + Number(process.env.CAPACITY_SECONDS ?? 60) * 1000;

module.exports = {
  /** The member's session cookie in their own cookie jar, as their browser keeps it. */
  useSession(context, _events, next) {
    context._jar.setCookieSync(`vusal_session=${context.vars.token}`, context.vars.target);
    context._enableCookieJar = true;
    return next();
  },
  /** Keeps a member on the site until the ramp ends, so that members only ever grow during it. */
  stillRamping(_context, next) {
    return next(Date.now() < until);
  },
  /** A round's person from the browse page, its message's client id; last round's captures gone. */
  nextRound(context, _events, next) {
    context.vars.pick = Math.floor(Math.random() * 8);
    context.vars.clientId = crypto.randomUUID();
    for (const name of ['candidate', 'liker', 'newMatch']) delete context.vars[name];
    return next();
  },
};
