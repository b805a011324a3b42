import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Every lesson change has its event (issue 29), whoever writes it: checked at commit, for each lesson
// row the transaction inserted, updated or deleted, that the lesson as it is now has a lesson event in
// this transaction's outbox at its lock_version (the LessonRef of libs/contracts events.ts; a
// LessonZoomMeetingSet names its lessons at the version they have when it is written). A deleted
// lesson has no event that could say so. The lesson events a transaction writes are kept as
// " schedule_no:lock_version" keys in its own setting school.lesson_events_written, rolled back with a
// savepoint like the rows. A transaction that sets school.lesson_events to 'off' is not checked: the
// seed and the tests' own fixtures only (docs/events.md); the services never set it.
export class LessonNeedsEvent1797900000000 implements MigrationInterface {
  name = 'LessonNeedsEvent1797900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION "scheduling"."lesson_event_written"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        keys text;
      BEGIN
        IF NEW."payload" ? 'schedule_nos' THEN
          SELECT string_agg(' ' || l."schedule_no" || ':' || l."lock_version", '') INTO keys
            FROM "scheduling"."lesson" l
           WHERE l."schedule_no" IN (SELECT jsonb_array_elements_text(NEW."payload"->'schedule_nos')::int);
        ELSIF NEW."payload" ? 'schedule_no' AND NEW."payload" ? 'lock_version' THEN
          keys := ' ' || (NEW."payload"->>'schedule_no') || ':' || (NEW."payload"->>'lock_version');
        END IF;
        IF keys IS NOT NULL THEN
          PERFORM set_config('school.lesson_events_written',
                             coalesce(current_setting('school.lesson_events_written', true), '') || keys, true);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "lesson_event_written" AFTER INSERT ON "scheduling"."outbox"
      FOR EACH ROW WHEN (NEW."type" LIKE 'Lesson%') EXECUTE FUNCTION "scheduling"."lesson_event_written"()`);

    await q.query(`CREATE FUNCTION "scheduling"."lesson_needs_event"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        no int;
        version int;
      BEGIN
        IF current_setting('school.lesson_events', true) = 'off' THEN RETURN NULL; END IF;
        no := CASE WHEN TG_OP = 'DELETE' THEN OLD."schedule_no" ELSE NEW."schedule_no" END;
        SELECT l."lock_version" INTO version FROM "scheduling"."lesson" l WHERE l."schedule_no" = no;
        IF FOUND AND position(' ' || no || ':' || version || ' '
                              IN coalesce(current_setting('school.lesson_events_written', true), '') || ' ') > 0 THEN
          RETURN NULL;
        END IF;
        RAISE EXCEPTION 'lesson % changed without its lesson event at version %', no, coalesce(version::text, '(deleted)')
          USING ERRCODE = 'check_violation', CONSTRAINT = 'lesson_needs_event';
      END $$`);
    await q.query(`CREATE CONSTRAINT TRIGGER "lesson_needs_event" AFTER INSERT OR UPDATE OR DELETE ON "scheduling"."lesson"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "scheduling"."lesson_needs_event"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "lesson_needs_event" ON "scheduling"."lesson"`);
    await q.query(`DROP FUNCTION "scheduling"."lesson_needs_event"()`);
    await q.query(`DROP TRIGGER "lesson_event_written" ON "scheduling"."outbox"`);
    await q.query(`DROP FUNCTION "scheduling"."lesson_event_written"()`);
  }
}
