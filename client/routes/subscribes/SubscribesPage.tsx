import type { Profile } from '../../../shared/contract/profile';
import { formatDateLong } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { Link } from '../../components/link/Link';
import { Page } from '../../components/page';
import { useProfile } from '../../hooks/useProfile';
import { useProfileUpdate } from '../../hooks/useProfileUpdate';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { Checkbox } from '../../ui/Checkbox';
import { Note, Panel, Stack } from '../../ui/layout';
import { crumbs } from '../crumbs';

type Channel = 'EMAIL' | 'SMS';

const CHANNELS: { channel: Channel; title: string; text: string }[] = [
  {
    channel: 'EMAIL',
    title: 'Новости и предложения по почте',
    text: 'Новые коллекции, распродажи и личные промокоды — не чаще раза в неделю.',
  },
  { channel: 'SMS', title: 'Новости и предложения в СМС', text: 'Только самое важное: большие распродажи и подарки ко дню рождения.' },
];

/**
 * /personal/subscribes/: e-mail and SMS news, each a switch saved at once
 * (POST /profile/updateSubscriptions/) with the date the shopper chose it (the consent's date).
 * E-mail news need an e-mail in the profile: without one the switch is off and says where to
 * enter it (the api refuses it as well).
 */
export default function SubscribesPage() {
  const profile = useProfile();
  const save = useProfileUpdate('POST /profile/updateSubscriptions/', 'Подписки сохранены');
  const { run, sending } = useSubmitOnce();
  if (!profile) return <Page title="Подписки" parents={[crumbs.personal]} />;
  const subs = profile.SUBSCRIPTIONS;

  const toggle = (channel: Channel, on: boolean) =>
    void run(async () => {
      await save({ email: channel === 'EMAIL' ? on : subs.EMAIL.ON, sms: channel === 'SMS' ? on : subs.SMS.ON });
    });

  return (
    <Page title="Подписки" parents={[crumbs.personal]}>
      <Stack>
        {CHANNELS.map(({ channel, title, text }) => {
          // Already on without one (an older account): it can still be switched off.
          const noEmail = channel === 'EMAIL' && !profile.EMAIL && !subs.EMAIL.ON;
          return (
            <Panel key={channel} aria-label={title}>
              <Checkbox
                role="switch"
                weight="bold"
                name={channel.toLowerCase()}
                checked={subs[channel].ON}
                disabled={sending || noEmail}
                aria-describedby={noEmail ? 'subscribes-no-email' : undefined}
                onChange={(e) => toggle(channel, e.target.checked)}
              >
                {title}
              </Checkbox>
              <Note>{text}</Note>
              {noEmail ? (
                <Note id="subscribes-no-email">
                  Чтобы получать письма, укажите e-mail в разделе <Link to={urls.personalInformation()}>«Личные данные»</Link>
                </Note>
              ) : (
                <Note>{consentLine(profile, channel)}</Note>
              )}
            </Panel>
          );
        })}
      </Stack>
    </Page>
  );
}

/** «Подписка оформлена 24 ноября 2026» / «Отписались …» / nothing chosen yet. */
function consentLine(profile: Profile, channel: Channel): string {
  const { ON, CHANGED_AT } = profile.SUBSCRIPTIONS[channel];
  if (!CHANGED_AT) return ON ? 'Подписка включена' : 'Вы ещё не выбирали';
  return `${ON ? 'Согласие на рассылку дано' : 'Вы отписались'} ${formatDateLong(CHANGED_AT)}`;
}
