import KeyIcon from '@mui/icons-material/Key';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';

/** «Сменить пароль» in react-admin's user menu: the menu closes, the dialog (kept outside it) opens. */
export const PasswordMenuItem = forwardRef<HTMLLIElement, { onOpen: () => void }>(function PasswordMenuItem({ onOpen }, ref) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shop.password.menu')}</ListItemText>
    </MenuItem>
  );
});
