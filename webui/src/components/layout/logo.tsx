import { HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { LogoMark } from './logo-mark';
import { layoutMessages } from './messages';

export function Logo({ to }: { to: string }) {
  const intl = useIntl();
  return (
    <HStack asChild gap="2" flexShrink={0} _hover={{ textDecoration: 'none' }}>
      <RouterLink to={to} aria-label={intl.formatMessage(layoutMessages.appName)}>
        <LogoMark />
        <Text
          fontWeight="semibold"
          fontSize="md"
          color="fg"
          whiteSpace="nowrap"
          display={{ base: 'none', sm: 'block', md: 'none', '2xl': 'block' }}
        >
          {intl.formatMessage(layoutMessages.appName)}
        </Text>
      </RouterLink>
    </HStack>
  );
}
