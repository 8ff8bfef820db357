import { HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { layoutMessages } from './messages';

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f766e" />
      <path d="M16 6c-4 5.5-7 9.3-7 13a7 7 0 0 0 14 0c0-3.7-3-7.5-7-13z" fill="#fff" />
      <path d="M13 20.5a3 3 0 0 0 3 3" stroke="#0f766e" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

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
