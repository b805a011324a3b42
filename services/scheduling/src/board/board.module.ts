import { Module } from '@nestjs/common';
import { BoardRpc } from './board.rpc';
import { BoardService } from './board.service';

// C40101 teacher-assignment board (reads; the write path lives beside it once merged)
@Module({ controllers: [BoardRpc], providers: [BoardService] })
export class BoardModule {}
