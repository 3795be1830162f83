import { useTranslation } from 'react-i18next';
import { Volume1Icon, Volume2Icon, VolumeXIcon } from 'lucide-react';
import { Button, Popover, PopoverContent, PopoverTrigger, Slider } from '@zapdesk/ui';
import { useVolume } from '../hooks/useVolume';

export function VolumeControl() {
  const { t } = useTranslation();
  const [volume, setVolume] = useVolume();
  const Icon = volume === 0 ? VolumeXIcon : volume < 0.5 ? Volume1Icon : Volume2Icon;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('topbar.volume')} data-testid="volume">
          <Icon />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-56">
        <p className="mb-3 text-sm font-medium">{t('topbar.volume')}</p>
        <div className="flex items-center gap-3">
          <Slider min={0} max={1} step={0.1} value={[volume]} onValueChange={([v]) => setVolume(v)} aria-label={t('topbar.volume')} />
          <span className="text-muted-foreground w-8 text-right text-xs tabular-nums">{Math.round(volume * 100)}%</span>
        </div>
      </PopoverContent>
    </Popover>
  );
}
