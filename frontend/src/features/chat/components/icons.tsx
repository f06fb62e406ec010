import { createIcon } from '@chakra-ui/react';

// Chakra v3 ships no icon set; these few outline icons follow the Lucide shapes (ISC licence).
const outline = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const CopyIcon = createIcon({
  displayName: 'CopyIcon',
  defaultProps: outline,
  path: [
    <rect key="front" width="14" height="14" x="8" y="8" rx="2" ry="2" />,
    <path key="back" d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />,
  ],
});

export const CheckIcon = createIcon({
  displayName: 'CheckIcon',
  defaultProps: outline,
  d: 'M20 6 9 17l-5-5',
});

export const SendIcon = createIcon({
  displayName: 'SendIcon',
  defaultProps: outline,
  path: [<path key="plane" d="m22 2-7 20-4-9-9-4Z" />, <path key="line" d="M22 2 11 13" />],
});

export const DownloadIcon = createIcon({
  displayName: 'DownloadIcon',
  defaultProps: outline,
  path: [
    <path key="tray" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
    <path key="arrow" d="m7 10 5 5 5-5" />,
    <path key="stem" d="M12 15V3" />,
  ],
});

export const MailIcon = createIcon({
  displayName: 'MailIcon',
  defaultProps: outline,
  path: [
    <rect key="envelope" width="20" height="16" x="2" y="4" rx="2" />,
    <path key="flap" d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />,
  ],
});

export const RetryIcon = createIcon({
  displayName: 'RetryIcon',
  defaultProps: outline,
  path: [
    <path key="arc" d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />,
    <path key="head" d="M21 3v5h-5" />,
    <path key="arc2" d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />,
    <path key="tail" d="M8 16H3v5" />,
  ],
});

export const StopIcon = createIcon({
  displayName: 'StopIcon',
  defaultProps: outline,
  path: [<rect key="square" width="14" height="14" x="5" y="5" rx="2" />],
});
