import { Module } from '@nestjs/common';
import { BoardRepository } from './board.repository';
import { BoardRpc } from './board.rpc';
import { BoardService } from './board.service';

// C40101 teacher-assignment board: the reads (the writes are AssignModule's)
@Module({ controllers: [BoardRpc], providers: [BoardService, BoardRepository], exports: [BoardRepository] })
export class BoardModule {}
