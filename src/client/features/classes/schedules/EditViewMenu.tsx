import { Trans } from '@lingui/react/macro';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';

/** "Edit View": Edit Details (the quick edit) and Toggle Status. */
export function EditViewMenu({
  onEditDetails,
  onToggle,
}: {
  onEditDetails: () => void;
  onToggle: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Trans>Edit View</Trans>
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onEditDetails)}>
          <Trans>Edit Details</Trans>
        </MenuItem>
        <MenuItem onClick={pick(onToggle)}>
          <Trans>Toggle Status</Trans>
        </MenuItem>
      </Menu>
    </>
  );
}
