import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Avatar,
  Box,
  Chip,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useOpenStudentProfile } from '../../students/profile/StudentProfileContext';
import { CapacityBar } from './CapacityBar';

/** What the list needs of a student; both instance and schedule rosters fit. */
export interface EnrolledStudentRow {
  studentId?: number;
  bookingId?: number;
  name?: string | null;
  email?: string | null;
  bookingStatus?: string | null;
}

/** The spec's 64 units (16 rem): the list scrolls beyond this height. */
const LIST_HEIGHT_PX = 256;

/** A booking status as the chip shows it (lower case; the chip capitalizes it). */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  enrolled: msg`enrolled`,
  confirmed: msg`confirmed`,
  pending: msg`pending`,
  cancelled: msg`cancelled`,
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * A capacity bar, then each student's name, e-mail and booking status (spec 02 "Enrolled students");
 * a student with a known id opens their profile.
 */
export function EnrolledStudentsList({
  students,
  enrolled,
  max,
}: {
  students: EnrolledStudentRow[];
  enrolled: number;
  max: number;
}) {
  const { t, i18n } = useLingui();
  const openProfile = useOpenStudentProfile();
  return (
    <Box>
      <CapacityBar enrolled={enrolled} max={max} />
      {students.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          <Trans>No students enrolled yet</Trans>
        </Typography>
      ) : (
        <List
          dense
          aria-label={t`Enrolled students`}
          sx={{
            mt: 2,
            maxHeight: LIST_HEIGHT_PX,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {students.map((student, index) => {
            const name = student.name?.trim() || t`Unknown Student`;
            const status = student.bookingStatus || 'enrolled';
            const statusLabel = STATUS_LABELS[status] ? i18n._(STATUS_LABELS[status]) : status;
            const studentId = student.studentId;
            const content: ReactNode = (
              <>
                <ListItemAvatar>
                  <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.light' }}>
                    {initials(name) || '?'}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={name}
                  secondary={student.email || undefined}
                  slotProps={{ secondary: { noWrap: true } }}
                  sx={{ pr: 10 }}
                />
              </>
            );
            return (
              <ListItem
                key={student.bookingId ?? studentId ?? index}
                divider={index < students.length - 1}
                disablePadding={studentId !== undefined}
                secondaryAction={
                  <Chip
                    size="small"
                    label={statusLabel}
                    color={status === 'confirmed' ? 'default' : 'secondary'}
                    sx={{ textTransform: 'capitalize' }}
                  />
                }
              >
                {studentId === undefined ? (
                  content
                ) : (
                  <ListItemButton onClick={() => openProfile(studentId)}>{content}</ListItemButton>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
