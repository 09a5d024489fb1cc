/** Rows of uploaded files (the bytes are on disk, server/uploads/file-store.ts). */
import type { Db } from '../db/database';
import type { UploadedFileRow } from '../db/schema';

/** Uploaded file rows, always looked up together with their owner. */
export function createUploadsRepository(db: Db) {
  return {
    insert: async (row: UploadedFileRow): Promise<void> => {
      await db.insertInto('uploaded_files').values(row).execute();
    },
    /** The file `id` if `merchantId` uploaded it; undefined for anyone else's file. */
    findOwned: (merchantId: string, id: string): Promise<UploadedFileRow | undefined> =>
      db
        .selectFrom('uploaded_files')
        .selectAll()
        .where('id', '=', id)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst(),
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
