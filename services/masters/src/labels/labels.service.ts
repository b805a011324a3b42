import { Injectable } from '@nestjs/common';
import { LABELS_MAX, type LabelsOutput } from '@school/contracts';
import { validationError } from '@school/server-kit';
import { LabelsRepository } from './labels.repository';

type Input = Record<string, unknown>;
const FIELDS = ['teacher_nos', 'student_nos', 'subject_nos', 'center_nos'] as const;

const numbersOf = (input: Input, field: (typeof FIELDS)[number]): number[] => {
  const list = input[field] ?? [];
  if (!Array.isArray(list) || list.length > LABELS_MAX || !list.every((n) => Number.isInteger(n) && n > 0 && n <= 2147483647))
    throw validationError({ [field]: ['error.validation'] });
  return [...new Set(list as number[])];
};

// MastersLookup.getLabels: current names for another service's page of rows, one query per kind.
@Injectable()
export class LabelsService {
  constructor(private readonly labelRows: LabelsRepository) {}

  async labels(input: Input): Promise<LabelsOutput> {
    const [teachers, students, subjects, centers] = FIELDS.map((f) => numbersOf(input, f));
    return {
      teachers: await this.labelRows.teachers(teachers),
      students: await this.labelRows.students(students),
      subjects: await this.labelRows.subjects(subjects),
      centers: await this.labelRows.centers(centers),
    };
  }
}
