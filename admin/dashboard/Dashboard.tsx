import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** «Сводка»: the owner's first screen. The next session fills it from api/admin/dashboard/. */
export default function Dashboard() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="shop.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('shop.dashboard.title')}
        </Typography>
        <Typography variant="body1">{translate('shop.dashboard.soon')}</Typography>
      </CardContent>
    </Card>
  );
}
