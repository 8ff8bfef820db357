import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';

export const IOT_COMPANY = 'IoT Solutions';

export function AppFooter() {
  const intl = useIntl();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg" py="4" px="4">
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        {intl.formatMessage(layoutMessages.poweredBy, {
          company: IOT_COMPANY,
          year: new Date().getFullYear(),
        })}
      </Text>
    </Box>
  );
}
