import type { VerificationPose } from '@vusal/shared/catalog/verification';

/**
 * A hand as a few lines: a palm, the fingers that are up, the thumb. Drawn around its own
 * origin and placed with `at` (x, y, degrees).
 */
type Hand = {
  at: [number, number, number];
  /** Lengths of the index, middle, ring and little finger; 0 is curled into the palm. */
  fingers: [number, number, number, number];
  thumb: 'up' | 'side' | 'in';
  /** The OK sign: thumb and index meet in a ring. */
  ring?: true;
};

const hands: Record<VerificationPose, Hand> = {
  thumb_up_chin: { at: [84, 74, 0], fingers: [0, 0, 0, 0], thumb: 'up' },
  hand_forehead: { at: [68, 32, -90], fingers: [12, 13, 12, 10], thumb: 'in' },
  peace_cheek: { at: [88, 58, 10], fingers: [15, 15, 0, 0], thumb: 'in' },
  hand_top_head: { at: [68, 22, -90], fingers: [12, 13, 12, 10], thumb: 'in' },
  point_ear: { at: [100, 50, -80], fingers: [14, 0, 0, 0], thumb: 'in' },
  open_hand_wave: { at: [98, 42, 15], fingers: [13, 14, 13, 10], thumb: 'side' },
  fist_chin: { at: [60, 84, 0], fingers: [0, 0, 0, 0], thumb: 'in' },
  ok_eye: { at: [86, 44, 0], fingers: [0, 13, 12, 10], thumb: 'side', ring: true },
  finger_nose: { at: [60, 74, 0], fingers: [16, 0, 0, 0], thumb: 'in' },
  palm_cheek: { at: [84, 56, -10], fingers: [11, 12, 11, 9], thumb: 'side' },
  point_up: { at: [98, 44, 0], fingers: [20, 0, 0, 0], thumb: 'in' },
  three_fingers: { at: [96, 48, 0], fingers: [14, 15, 14, 0], thumb: 'in' },
};

/** Where each finger leaves the top of the palm. */
const fingerX = [-5, -1.7, 1.7, 5];

function HandShape({ hand }: { hand: Hand }) {
  const [x, y, angle] = hand.at;
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <rect x={-7.5} y={-8} width={15} height={17} rx={5} className="fill-rose-50" />
      {hand.fingers.map((length, index) =>
        length > 0 ? (
          <line
            key={index}
            x1={fingerX[index]}
            y1={-7}
            x2={fingerX[index]! + (index - 1.5) * (hand.fingers[1] ? 0.8 : 0)}
            y2={-7 - length}
          />
        ) : null,
      )}
      {hand.ring ? <circle cx={-7} cy={-11} r={4} /> : null}
      {hand.thumb === 'up' ? <line x1={-6} y1={-6} x2={-6} y2={-20} /> : null}
      {hand.thumb === 'side' && !hand.ring ? <line x1={-7} y1={0} x2={-15} y2={-6} /> : null}
    </g>
  );
}

/**
 * Issue 23, item 1: the pose asked for, drawn as a simple line picture beside its words. The
 * words name the picture (`labelledBy`), so it reads the same to everyone.
 */
export function PosePicture({ pose, labelledBy }: { pose: VerificationPose; labelledBy: string }) {
  const hand = hands[pose];
  const [x, y, angle] = hand.at;
  const radians = (angle * Math.PI) / 180;
  const wrist = { x: -9 * Math.sin(radians), y: 9 * Math.cos(radians) };
  return (
    <svg
      viewBox="0 0 120 120"
      role="img"
      aria-labelledby={labelledBy}
      className="size-36 shrink-0 rounded-2xl bg-white fill-none stroke-stone-800 ring-1 ring-rose-100"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* Shoulders, head, a calm face. */}
      <path d="M18 120 Q18 90 60 90 Q102 90 102 120" />
      <circle cx={60} cy={50} r={24} className="fill-amber-50" />
      <circle cx={51} cy={46} r={1.5} className="fill-stone-800" />
      <circle cx={69} cy={46} r={1.5} className="fill-stone-800" />
      <path d="M52 60 Q60 65 68 60" />
      <path d="M36 50 Q34 56 37 58" />
      <path d="M84 50 Q86 56 83 58" />
      {/* The arm rises from the right shoulder to the wrist, below the palm as it is turned. */}
      <path d={`M96 120 Q${x + 20} ${y + 30} ${x + wrist.x} ${y + wrist.y}`} />
      <HandShape hand={hand} />
    </svg>
  );
}
