import { createIcon } from '@chakra-ui/react';

// The scorecard's "didn't come up": a dash, drawn like Lane's other line icons (components/icons.tsx).
export const DashIcon = /* @__PURE__ */ createIcon({
  displayName: 'DashIcon',
  path: (
    <path
      d="M5 12h14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
});
