/**
 * The lead's status and the form that moves it. The change carries the version the page shows;
 * when someone else changed the lead first, the server's current state replaces the page's and
 * the owner's choice stays in the form, so saving again applies it on top of the other change.
 */
import '../../../lib/zod-csp';
// Select's dropdown; only this admin page uses it, so its styles load with the page, not the site.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import { Alert, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LOST_REASONS,
  LOST_REASON_LABELS,
  type LeadActivity,
  type LeadStatus,
  type LostReason,
  type StatusChange,
  type StatusConflict,
} from '#shared/schemas/lead-status';
import classes from './lead-activity.module.css';
import { otherChangeText, speedToLead, statusText } from './activity-text';
import { changeFailure, conflictOf, postStatus, statusResolver, useActivityUpdate } from './lead-api';

/** Badge colours dark enough for white text (WCAG AA at badge size). */
const STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'navy',
  contacted: 'blue.8',
  'estimate-scheduled': 'violet.8',
  won: 'teal.9',
  lost: 'gray.7',
  spam: 'red.9',
};

const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));
const REASON_OPTIONS = LOST_REASONS.map((value) => ({ value, label: LOST_REASON_LABELS[value] }));

interface StatusFormValues {
  status: LeadStatus;
  lostReason?: LostReason;
  version: number;
}

/** The status as a badge: 'Lost (Price)'. */
export function StatusBadge({ activity }: { activity: LeadActivity }) {
  return (
    <Badge size="lg" variant="filled" color={STATUS_COLORS[activity.status]}>
      {statusText(activity.status, activity.lostReason)}
    </Badge>
  );
}

export function LeadStatusPanel({
  leadId,
  receivedAt,
  activity,
}: {
  leadId: string;
  receivedAt: string;
  activity: LeadActivity;
}) {
  const { setActivity, refresh, onError } = useActivityUpdate(leadId);
  const [conflict, setConflict] = useState<StatusConflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StatusFormValues, unknown, StatusChange>({
    resolver: statusResolver,
    defaultValues: { status: activity.status, lostReason: activity.lostReason, version: activity.version },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // The change is made on the version the page shows now (after a note, a refetch or a conflict);
  // an untouched form follows the status shown, a choice the owner made stays.
  useEffect(() => {
    const { status, lostReason, version } = activity;
    if (isDirty) form.setValue('version', version);
    else form.reset({ status, lostReason, version });
  }, [form, isDirty, activity]);

  const chosen = useWatch({ control: form.control, name: 'status' });
  const chosenReason = useWatch({ control: form.control, name: 'lostReason' });
  const unchanged = chosen === activity.status && (chosen !== 'lost' || chosenReason === activity.lostReason);
  const speed = speedToLead(receivedAt, activity.firstContactedAt);

  const onSubmit = form.handleSubmit(async (change) => {
    setConflict(null);
    setFailure(null);
    try {
      const saved = await postStatus(leadId, change);
      setActivity(saved);
      // Marking a booked call Spam also cancels the call: read the lead again to show it.
      if (saved.status === 'spam') void refresh();
      form.reset({ status: saved.status, lostReason: saved.lostReason, version: saved.version });
    } catch (error) {
      const stale = conflictOf(error);
      if (stale) {
        setActivity(stale.current);
        setConflict(stale);
        return;
      }
      onError(error);
      setFailure(changeFailure(error, 'save the status'));
    }
  });

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <StatusBadge activity={activity} />
        {speed && <Text size="sm">{speed}</Text>}
      </Group>
      <form onSubmit={onSubmit} noValidate className={classes.form}>
        <Stack gap="sm">
          <div className={classes.controls}>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  label="Status"
                  data={STATUS_OPTIONS}
                  value={field.value}
                  allowDeselect={false}
                  onChange={(value) => {
                    field.onChange(value as LeadStatus);
                    // A reason belongs to a lost lead only (the schema refuses it otherwise).
                    if (value !== 'lost') form.setValue('lostReason', undefined);
                    form.clearErrors('lostReason');
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            {chosen === 'lost' && (
              <Controller
                control={form.control}
                name="lostReason"
                render={({ field }) => (
                  <Select
                    label="Reason"
                    data={REASON_OPTIONS}
                    value={field.value ?? null}
                    onChange={(value) => {
                      field.onChange((value ?? undefined) as LostReason | undefined);
                      if (value) form.clearErrors('lostReason');
                    }}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    placeholder="Choose a reason"
                    required
                    error={errors.lostReason?.message}
                  />
                )}
              />
            )}
            <Button type="submit" loading={isSubmitting} disabled={unchanged}>
              Save status
            </Button>
          </div>
          {conflict && (
            <Alert color="brick" variant="light" role="alert" title="Someone else changed this lead first">
              {`${otherChangeText(conflict)}. The page now shows the lead as it is; your choice is kept, so you can save it again.`}
            </Alert>
          )}
          {failure && (
            <Alert color="brick" variant="light" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
