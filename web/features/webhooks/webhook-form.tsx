import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookCreated,
  webhookCreateBody,
  webhookEventLabels,
} from '../../../common/contract/webhooks';
import { FormError } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useCreateWebhook } from './api/webhooks';

type Values = z.input<typeof webhookCreateBody>;

/** "Novo webhook": the address and the events it is told of. The server checks the address before keeping it. */
export function WebhookForm({ onCreated }: { onCreated: (created: WebhookCreated) => void }) {
  const create = useCreateWebhook();
  const eventsId = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof webhookCreateBody>>({
    resolver: zodResolver(webhookCreateBody),
    defaultValues: { url: '', events: [] },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      onCreated(await create.mutateAsync(body));
      form.reset();
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível criar o webhook'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Endereço (URL)"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://exemplo.com.br/webhook"
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <fieldset aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Eventos</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} value={event} {...form.register('events')}>
              {webhookEventLabels[event]}{' '}
              {/* The name the receiver reads in x-grana-event and the body's "event". */}
              <code className="text-xs text-slate-500 dark:text-slate-400">{event}</code>
            </Checkbox>
          ))}
        </div>
        {errors.events ? (
          <p id={`${eventsId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.events.message}
          </p>
        ) : null}
      </fieldset>
      <FormError message={error} />
      <div>
        <SubmitButton busy={isSubmitting} busyText="Conferindo o endereço...">
          Adicionar webhook
        </SubmitButton>
      </div>
    </form>
  );
}
