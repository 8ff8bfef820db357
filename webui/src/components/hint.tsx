import { Text, type TextProps } from '@chakra-ui/react';

/** A line that explains what stands around it, in small muted print. */
export function Hint(props: TextProps) {
  return <Text fontSize="sm" color="fg.muted" {...props} />;
}
