// Migration 12: one person's records of a period in start order, in pages (the Timesheet, the v1
// list `user/id eq … and start …&$orderby=start`). Records starting at the same moment are listed
// by id (order-by.ts adds it as the tie-break, so pages never overlap): with the id in the index
// the rows come out of it in the order of the page, where the index of migration 3 left both
// engines sorting each month's rows again on top of it. It replaces that index, whose every use
// this one serves; the same statements on both engines.
export const personRecordOrder = `
DROP INDEX time_records_user_start;
CREATE INDEX time_records_user_start_id ON time_records (organization_id, user_id, start, id);
`;
