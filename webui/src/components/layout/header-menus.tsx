import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuLogOut, LuSettings, LuUserRound } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { profileAtom } from '@/lib/session-atoms';
import { layoutMessages } from './messages';

export function SettingsMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={({ value }) => navigate(value)}>
      <Menu.Trigger asChild>
        <IconButton aria-label={intl.formatMessage(layoutMessages.settings)} variant="ghost" size="md">
          <LuSettings />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value={paths.language}>{intl.formatMessage(layoutMessages.language)}</Menu.Item>
            <Menu.Item value={paths.timezone}>{intl.formatMessage(layoutMessages.timezone)}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function UserMenu({ onSignOut }: { onSignOut: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const profile = useAtomValue(profileAtom);
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'sign-out') onSignOut();
        else navigate(value);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={intl.formatMessage(layoutMessages.userMenu)} variant="ghost" size="md">
          <LuUserRound />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {profile?.name && (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{profile.name}</Menu.ItemGroupLabel>
              </Menu.ItemGroup>
            )}
            <Menu.Item value={paths.profile}>
              <LuUserRound /> {intl.formatMessage(layoutMessages.profile)}
            </Menu.Item>
            <Menu.Item value="sign-out">
              <LuLogOut /> {intl.formatMessage(layoutMessages.signOut)}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
