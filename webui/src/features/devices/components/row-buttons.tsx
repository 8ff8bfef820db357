import { Button, IconButton } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';

/** Takes one row out of a device's list of rows (KPI parameters, accessories). */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} variant="ghost" colorPalette="red" mt={{ sm: '6' }} onClick={onClick}>
      <LuTrash2 />
    </IconButton>
  );
}

/** Adds an empty row below a device's list of rows. */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onClick}>
      <LuPlus /> {label}
    </Button>
  );
}
