import type { CallGrant, CallKind, CallSignal } from '@vusal/shared/schemas/calls';

/** What travels in a `call:signal` besides the call's id. */
export type PeerSignal = Omit<CallSignal, 'callId'>;

export type PeerOptions = {
  grant: CallGrant;
  role: 'caller' | 'callee';
  local: MediaStream;
  sendSignal: (signal: PeerSignal) => void;
  /** The other member's media arrived (once per stream). */
  onRemoteStream: (stream: MediaStream) => void;
  /** The connection could not be made or was lost for good. */
  onFailed: () => void;
};

/** One side of a call's WebRTC connection, as the call controller drives it. */
export type CallPeer = {
  /** The caller's first move once the callee answered. */
  offer: () => Promise<void>;
  handleSignal: (signal: PeerSignal) => Promise<void>;
  /** A track this page sends changed (another camera). */
  replaceVideoTrack: (track: MediaStreamTrack) => Promise<void>;
  getStats: () => Promise<RTCStatsReport>;
  close: () => void;
};

export type PeerFactory = (options: PeerOptions) => CallPeer;

/** The microphone, and the camera for a video call (the front one on a phone). */
export function openMedia(kind: CallKind): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true },
    video: kind === 'video' ? { facingMode: 'user' } : false,
  });
}

/**
 * A plain offer/answer: the caller offers once the callee answered, the callee answers, and
 * both trickle their candidates. Nothing renegotiates (switching cameras replaces a track), so
 * the "perfect negotiation" dance for offers crossing in flight is not needed. The ICE servers
 * and policy are the server's (`relay` whenever TURN is configured, so neither browser ever
 * learns the other's address); a candidate that arrives before the remote description waits.
 */
export const createPeer: PeerFactory = ({ grant, local, sendSignal, onRemoteStream, onFailed }) => {
  const connection = new RTCPeerConnection({
    iceServers: grant.iceServers,
    iceTransportPolicy: grant.iceTransportPolicy,
  });
  for (const track of local.getTracks()) connection.addTrack(track, local);
  const early: RTCIceCandidateInit[] = [];
  let isClosed = false;

  connection.onicecandidate = ({ candidate }) => {
    if (candidate) sendSignal({ candidate: candidate.toJSON() as PeerSignal['candidate'] });
  };
  connection.ontrack = ({ streams }) => {
    const [stream] = streams;
    if (stream) onRemoteStream(stream);
  };
  connection.onconnectionstatechange = () => {
    if (!isClosed && connection.connectionState === 'failed') onFailed();
  };

  const describe = async () => {
    const description = connection.localDescription;
    if (description && (description.type === 'offer' || description.type === 'answer')) {
      sendSignal({ description: { type: description.type, sdp: description.sdp } });
    }
  };

  return {
    offer: async () => {
      await connection.setLocalDescription();
      await describe();
    },
    handleSignal: async ({ description, candidate }) => {
      if (isClosed) return;
      if (description) {
        await connection.setRemoteDescription(description);
        for (const waiting of early.splice(0)) await connection.addIceCandidate(waiting);
        if (description.type === 'offer') {
          await connection.setLocalDescription();
          await describe();
        }
      } else if (candidate) {
        const init: RTCIceCandidateInit = {
          candidate: candidate.candidate,
          sdpMid: candidate.sdpMid ?? null,
          sdpMLineIndex: candidate.sdpMLineIndex ?? null,
          usernameFragment: candidate.usernameFragment ?? null,
        };
        if (connection.remoteDescription) await connection.addIceCandidate(init);
        else early.push(init);
      }
    },
    replaceVideoTrack: async (track) => {
      const sender = connection.getSenders().find((each) => each.track?.kind === 'video');
      await sender?.replaceTrack(track);
    },
    getStats: () => connection.getStats(),
    close: () => {
      isClosed = true;
      connection.close();
    },
  };
};
