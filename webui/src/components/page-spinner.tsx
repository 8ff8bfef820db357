import { AbsoluteCenter, Spinner } from '@chakra-ui/react';

/** Shown while the first screen's code loads. */
export function PageSpinner() {
  return (
    <AbsoluteCenter h="100dvh">
      <Spinner size="lg" color="teal.solid" />
    </AbsoluteCenter>
  );
}
