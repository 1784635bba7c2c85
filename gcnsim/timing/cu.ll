; ModuleID = 'gcnsim/timing/cu.c'
source_filename = "gcnsim/timing/cu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @cu_states_put(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = shl i64 %1, 32
  %6 = or i64 %5, %2
  %7 = mul i64 %6, -7046029254386353131
  %8 = lshr i64 %7, 20
  %9 = getelementptr inbounds i8, ptr %0, i64 168
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 176
  %12 = load i64, ptr %11, align 8, !tbaa !11
  br label %13

13:                                               ; preds = %13, %4
  %14 = phi i64 [ %8, %4 ], [ %20, %13 ]
  %15 = and i64 %12, %14
  %16 = shl i64 %15, 4
  %17 = getelementptr inbounds i8, ptr %10, i64 %16
  %18 = load i64, ptr %17, align 8, !tbaa !12
  %19 = icmp eq i64 %18, 0
  %20 = add i64 %14, 1
  br i1 %19, label %21, label %13, !llvm.loop !13

21:                                               ; preds = %13
  %22 = getelementptr inbounds i8, ptr %10, i64 %16
  %23 = add nsw i64 %6, 1
  store i64 %23, ptr %22, align 8, !tbaa !12
  %24 = getelementptr inbounds i8, ptr %22, i64 8
  store i64 %3, ptr %24, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i64 @cu_complete(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = mul i64 %2, 304
  %10 = getelementptr inbounds i8, ptr %8, i64 %9
  %11 = icmp eq i64 %5, 0
  br i1 %11, label %22, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %10, i64 104
  %14 = load i64, ptr %13, align 8, !tbaa !12
  %15 = getelementptr inbounds i8, ptr %0, i64 216
  %16 = load ptr, ptr %15, align 8, !tbaa !16
  %17 = mul i64 %1, 360
  %18 = getelementptr i8, ptr %16, i64 %17
  %19 = getelementptr i8, ptr %18, i64 104
  %20 = load i64, ptr %19, align 8, !tbaa !12
  %21 = sub nsw i64 %20, %14
  store i64 %21, ptr %19, align 8, !tbaa !12
  br label %22

22:                                               ; preds = %12, %6
  %23 = getelementptr inbounds i8, ptr %10, i64 120
  %24 = load i64, ptr %23, align 8, !tbaa !12
  %25 = icmp slt i64 %24, 1
  br i1 %25, label %82, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %10, i64 128
  %28 = getelementptr inbounds i8, ptr %0, i64 216
  %29 = mul i64 %1, 360
  %30 = load ptr, ptr %28, align 8, !tbaa !16
  %31 = getelementptr i8, ptr %30, i64 %29
  %32 = getelementptr i8, ptr %31, i64 144
  %33 = getelementptr inbounds i8, ptr %0, i64 224
  %34 = load ptr, ptr %33, align 8, !tbaa !17
  %35 = mul nsw i64 %1, 3
  %36 = getelementptr inbounds i8, ptr %0, i64 344
  %37 = getelementptr i8, ptr %31, i64 168
  br label %38

38:                                               ; preds = %26, %76
  %39 = phi i64 [ 0, %26 ], [ %77, %76 ]
  %40 = mul i64 %39, 40
  %41 = getelementptr inbounds i8, ptr %27, i64 %40
  %42 = getelementptr inbounds i8, ptr %41, i64 24
  %43 = load i64, ptr %42, align 8, !tbaa !12
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %51, label %45

45:                                               ; preds = %38
  %46 = getelementptr inbounds i8, ptr %41, i64 16
  %47 = load i64, ptr %46, align 8, !tbaa !12
  %48 = getelementptr i64, ptr %37, i64 %47
  %49 = load i64, ptr %48, align 8, !tbaa !12
  %50 = tail call i64 @llvm.smax.i64(i64 %49, i64 %4)
  store i64 %50, ptr %48, align 8, !tbaa !12
  br label %51

51:                                               ; preds = %45, %38
  %52 = phi i64 [ %50, %45 ], [ %4, %38 ]
  %53 = load i64, ptr %41, align 8, !tbaa !12
  %54 = getelementptr inbounds i8, ptr %41, i64 8
  %55 = load i64, ptr %54, align 8, !tbaa !12
  %56 = getelementptr i64, ptr %32, i64 %53
  %57 = add nsw i64 %53, %35
  %58 = shl nsw i64 %57, 11
  %59 = getelementptr inbounds i8, ptr %34, i64 %58
  %60 = load i64, ptr %56, align 8, !tbaa !12
  %61 = add nsw i64 %60, %55
  %62 = icmp slt i64 %61, 257
  br i1 %62, label %63, label %80

63:                                               ; preds = %51
  %64 = icmp sgt i64 %55, 0
  br i1 %64, label %65, label %72

65:                                               ; preds = %63, %65
  %66 = phi i64 [ %70, %65 ], [ 0, %63 ]
  %67 = load i64, ptr %56, align 8, !tbaa !12
  %68 = add nsw i64 %67, 1
  store i64 %68, ptr %56, align 8, !tbaa !12
  %69 = getelementptr inbounds i64, ptr %59, i64 %67
  store i64 %52, ptr %69, align 8, !tbaa !12
  %70 = add nuw nsw i64 %66, 1
  %71 = icmp eq i64 %70, %55
  br i1 %71, label %72, label %65, !llvm.loop !18

72:                                               ; preds = %65, %63
  %73 = load i64, ptr %36, align 8, !tbaa !20
  %74 = icmp sgt i64 %52, %73
  br i1 %74, label %75, label %76

75:                                               ; preds = %72
  store i64 %52, ptr %36, align 8, !tbaa !20
  br label %76

76:                                               ; preds = %75, %72
  %77 = add nuw nsw i64 %39, 1
  %78 = load i64, ptr %23, align 8, !tbaa !12
  %79 = icmp slt i64 %77, %78
  br i1 %79, label %38, label %80, !llvm.loop !21

80:                                               ; preds = %51, %76
  %81 = zext i1 %62 to i64
  br label %82

82:                                               ; preds = %80, %22
  %83 = phi i64 [ 1, %22 ], [ %81, %80 ]
  ret i64 %83
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @cu_place(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 216
  %7 = load ptr, ptr %6, align 8, !tbaa !16
  %8 = mul nsw i64 %1, 45
  %9 = getelementptr i64, ptr %7, i64 %8
  %10 = getelementptr i8, ptr %9, i64 24
  %11 = load i64, ptr %10, align 8, !tbaa !12
  %12 = getelementptr i8, ptr %9, i64 16
  store i64 %2, ptr %12, align 8, !tbaa !12
  %13 = getelementptr inbounds i8, ptr %0, i64 136
  %14 = load ptr, ptr %13, align 8, !tbaa !22
  %15 = getelementptr inbounds i32, ptr %14, i64 %11
  %16 = load i32, ptr %15, align 4, !tbaa !23
  %17 = sext i32 %16 to i64
  %18 = getelementptr i8, ptr %9, i64 40
  store i64 %17, ptr %18, align 8, !tbaa !12
  %19 = getelementptr i8, ptr %9, i64 64
  %20 = getelementptr i8, ptr %9, i64 80
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false)
  %21 = getelementptr i8, ptr %9, i64 104
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %20, i8 -1, i64 24, i1 false)
  %22 = getelementptr i8, ptr %9, i64 136
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store i64 1, ptr %22, align 8, !tbaa !12
  %23 = getelementptr i8, ptr %9, i64 144
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(152) %23, i8 0, i64 152, i1 false)
  %24 = tail call fastcc i64 @redirect(ptr noundef %0, i64 noundef %1, i64 noundef %17, i64 noundef %3, i64 noundef -1)
  %25 = load i64, ptr %0, align 8, !tbaa !25
  %26 = sub nsw i64 %2, %24
  %27 = srem i64 %26, %25
  %28 = icmp slt i64 %27, 0
  %29 = select i1 %28, i64 %25, i64 0
  %30 = add i64 %27, %24
  %31 = add i64 %30, %29
  %32 = tail call i64 @llvm.smax.i64(i64 %31, i64 %4)
  %33 = load ptr, ptr %6, align 8, !tbaa !16
  %34 = getelementptr i64, ptr %33, i64 %8
  %35 = getelementptr i8, ptr %34, i64 48
  store i64 %32, ptr %35, align 8, !tbaa !12
  %36 = getelementptr i8, ptr %34, i64 56
  store i64 %4, ptr %36, align 8, !tbaa !12
  %37 = getelementptr inbounds i8, ptr %0, i64 248
  %38 = load ptr, ptr %37, align 8, !tbaa !26
  %39 = mul nsw i64 %2, 12
  %40 = getelementptr inbounds i64, ptr %38, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !12
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %43, label %50

43:                                               ; preds = %5
  %44 = getelementptr i8, ptr %40, i64 32
  %45 = load i64, ptr %44, align 8, !tbaa !12
  %46 = sub i64 %3, %45
  %47 = getelementptr i8, ptr %40, i64 40
  %48 = load i64, ptr %47, align 8, !tbaa !12
  %49 = add nsw i64 %46, %48
  store i64 %49, ptr %47, align 8, !tbaa !12
  br label %50

50:                                               ; preds = %43, %5
  %51 = mul i64 %2, 96
  %52 = getelementptr i8, ptr %38, i64 %51
  %53 = load i64, ptr %52, align 8, !tbaa !12
  %54 = getelementptr i8, ptr %52, i64 80
  %55 = load i64, ptr %54, align 8, !tbaa !12
  %56 = sub nsw i64 %3, %55
  %57 = mul nsw i64 %56, %53
  %58 = getelementptr i8, ptr %52, i64 88
  %59 = load i64, ptr %58, align 8, !tbaa !12
  %60 = add nsw i64 %57, %59
  store i64 %60, ptr %58, align 8, !tbaa !12
  store i64 %3, ptr %54, align 8, !tbaa !12
  %61 = getelementptr inbounds i8, ptr %0, i64 256
  %62 = load ptr, ptr %61, align 8, !tbaa !27
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = load i64, ptr %63, align 8, !tbaa !28
  %65 = mul nsw i64 %64, %2
  %66 = add nsw i64 %53, 1
  store i64 %66, ptr %40, align 8, !tbaa !12
  %67 = getelementptr i64, ptr %62, i64 %65
  %68 = getelementptr i64, ptr %67, i64 %53
  store i64 %1, ptr %68, align 8, !tbaa !12
  %69 = getelementptr inbounds i8, ptr %0, i64 264
  %70 = load ptr, ptr %69, align 8, !tbaa !29
  %71 = load i64, ptr %63, align 8, !tbaa !28
  %72 = mul nsw i64 %71, %2
  %73 = or disjoint i64 %39, 1
  %74 = getelementptr inbounds i64, ptr %38, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !12
  %76 = add nsw i64 %75, 1
  store i64 %76, ptr %74, align 8, !tbaa !12
  %77 = getelementptr i64, ptr %70, i64 %72
  %78 = getelementptr i64, ptr %77, i64 %75
  store i64 %1, ptr %78, align 8, !tbaa !12
  %79 = getelementptr inbounds i8, ptr %0, i64 280
  %80 = load ptr, ptr %79, align 8, !tbaa !30
  %81 = getelementptr inbounds i64, ptr %80, i64 %2
  %82 = load i64, ptr %81, align 8, !tbaa !12
  %83 = icmp slt i64 %32, %82
  br i1 %83, label %84, label %85

84:                                               ; preds = %50
  store i64 %32, ptr %81, align 8, !tbaa !12
  br label %85

85:                                               ; preds = %84, %50
  %86 = sub nsw i64 %32, %4
  ret i64 %86
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @redirect(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) unnamed_addr #0 {
  %6 = alloca [8 x i64], align 16
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = mul i64 %2, 304
  %10 = getelementptr inbounds i8, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 216
  %12 = load ptr, ptr %11, align 8, !tbaa !16
  %13 = mul i64 %1, 360
  %14 = getelementptr i8, ptr %12, i64 %13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #4
  %15 = getelementptr inbounds i8, ptr %10, i64 48
  %16 = load i64, ptr %15, align 8, !tbaa !12
  %17 = getelementptr i8, ptr %14, i64 88
  store i64 %16, ptr %17, align 8, !tbaa !12
  %18 = getelementptr i8, ptr %14, i64 112
  %19 = load i64, ptr %18, align 8, !tbaa !12
  %20 = icmp sgt i64 %19, %3
  %21 = select i1 %20, i64 -1, i64 %16
  %22 = getelementptr i8, ptr %14, i64 96
  store i64 %21, ptr %22, align 8, !tbaa !12
  %23 = load i64, ptr %15, align 8, !tbaa !12
  %24 = getelementptr inbounds i8, ptr %0, i64 416
  %25 = load i64, ptr %24, align 8, !tbaa !31
  %26 = icmp slt i64 %4, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %5
  %28 = getelementptr inbounds i8, ptr %0, i64 392
  %29 = load i64, ptr %28, align 8, !tbaa !32
  br label %30

30:                                               ; preds = %27, %5
  %31 = phi i64 [ %29, %27 ], [ %4, %5 ]
  %32 = getelementptr inbounds i8, ptr %0, i64 384
  %33 = load i64, ptr %32, align 8, !tbaa !33
  %34 = tail call i64 @llvm.smax.i64(i64 %33, i64 %3)
  %35 = icmp sgt i64 %25, 0
  br i1 %35, label %37, label %36

36:                                               ; preds = %30
  store i64 %34, ptr %32, align 8, !tbaa !33
  br label %117

37:                                               ; preds = %30
  %38 = getelementptr inbounds i8, ptr %0, i64 200
  %39 = getelementptr inbounds i8, ptr %0, i64 208
  %40 = getelementptr inbounds i8, ptr %0, i64 192
  %41 = getelementptr inbounds i8, ptr %0, i64 184
  %42 = getelementptr inbounds i8, ptr %0, i64 88
  %43 = getelementptr inbounds i8, ptr %0, i64 424
  %44 = getelementptr inbounds i8, ptr %0, i64 400
  %45 = getelementptr inbounds i8, ptr %0, i64 432
  %46 = getelementptr inbounds i8, ptr %0, i64 408
  %47 = getelementptr i8, ptr %14, i64 8
  br label %48

48:                                               ; preds = %108, %37
  %49 = phi i64 [ %34, %37 ], [ %109, %108 ]
  %50 = phi i64 [ 0, %37 ], [ %110, %108 ]
  %51 = add nsw i64 %50, %23
  %52 = load i64, ptr %38, align 8, !tbaa !34
  %53 = sub i64 %51, %52
  %54 = icmp slt i64 %53, 0
  br i1 %54, label %66, label %55

55:                                               ; preds = %48
  %56 = load i64, ptr %39, align 8, !tbaa !35
  %57 = icmp slt i64 %53, %56
  br i1 %57, label %58, label %66

58:                                               ; preds = %55
  %59 = load ptr, ptr %40, align 8, !tbaa !36
  %60 = load i64, ptr %47, align 8, !tbaa !12
  %61 = mul nsw i64 %60, %56
  %62 = getelementptr i64, ptr %59, i64 %61
  %63 = getelementptr i64, ptr %62, i64 %53
  %64 = load i64, ptr %63, align 8, !tbaa !12
  %65 = icmp slt i64 %64, 0
  br i1 %65, label %66, label %70

66:                                               ; preds = %58, %55, %48
  %67 = load i64, ptr %44, align 8, !tbaa !37
  %68 = add nsw i64 %67, %49
  %69 = getelementptr inbounds i64, ptr %6, i64 %50
  store i64 %68, ptr %69, align 8, !tbaa !12
  br label %108

70:                                               ; preds = %58
  %71 = load ptr, ptr %41, align 8, !tbaa !38
  %72 = load ptr, ptr %71, align 8, !tbaa !39
  %73 = getelementptr inbounds i64, ptr %72, i64 %64
  %74 = load i64, ptr %73, align 8, !tbaa !12
  %75 = load i64, ptr %42, align 8, !tbaa !41
  %76 = icmp eq i64 %74, %75
  br i1 %76, label %86, label %77

77:                                               ; preds = %70
  %78 = load i64, ptr %43, align 8, !tbaa !42
  %79 = add nsw i64 %78, 1
  store i64 %79, ptr %43, align 8, !tbaa !42
  %80 = getelementptr inbounds i8, ptr %71, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !43
  %82 = getelementptr inbounds i64, ptr %81, i64 %64
  %83 = load i64, ptr %82, align 8, !tbaa !12
  %84 = load i64, ptr %44, align 8, !tbaa !37
  %85 = add nsw i64 %84, %83
  br label %101

86:                                               ; preds = %70
  %87 = getelementptr inbounds i8, ptr %71, i64 16
  %88 = load ptr, ptr %87, align 8, !tbaa !44
  %89 = getelementptr inbounds i64, ptr %88, i64 %64
  %90 = load i64, ptr %89, align 8, !tbaa !12
  %91 = icmp eq i64 %90, -9223372036854775808
  br i1 %91, label %92, label %97

92:                                               ; preds = %86
  %93 = load i64, ptr %45, align 8, !tbaa !45
  %94 = add nsw i64 %93, 1
  store i64 %94, ptr %45, align 8, !tbaa !45
  %95 = load i64, ptr %44, align 8, !tbaa !37
  %96 = add nsw i64 %95, %49
  store i64 %96, ptr %89, align 8, !tbaa !12
  br label %101

97:                                               ; preds = %86
  %98 = load i64, ptr %43, align 8, !tbaa !42
  %99 = add nsw i64 %98, 1
  store i64 %99, ptr %43, align 8, !tbaa !42
  %100 = load i64, ptr %89, align 8, !tbaa !12
  br label %101

101:                                              ; preds = %97, %92, %77
  %102 = phi i64 [ %85, %77 ], [ %100, %97 ], [ %96, %92 ]
  %103 = add nsw i64 %49, %31
  %104 = tail call i64 @llvm.smax.i64(i64 %102, i64 %103)
  %105 = getelementptr inbounds i64, ptr %6, i64 %50
  store i64 %104, ptr %105, align 8, !tbaa !12
  %106 = load i64, ptr %46, align 8, !tbaa !46
  %107 = add nsw i64 %106, %49
  br label %108

108:                                              ; preds = %101, %66
  %109 = phi i64 [ %49, %66 ], [ %107, %101 ]
  %110 = add nuw nsw i64 %50, 1
  %111 = icmp eq i64 %110, %25
  br i1 %111, label %112, label %48, !llvm.loop !47

112:                                              ; preds = %108
  %113 = load i64, ptr %24, align 8, !tbaa !31
  store i64 %109, ptr %32, align 8, !tbaa !33
  %114 = icmp sgt i64 %113, 1
  br i1 %114, label %115, label %117

115:                                              ; preds = %112
  %116 = getelementptr i8, ptr %14, i64 288
  br label %122

117:                                              ; preds = %122, %36, %112
  %118 = phi i64 [ %113, %112 ], [ %25, %36 ], [ %128, %122 ]
  %119 = add nsw i64 %118, -1
  %120 = getelementptr i8, ptr %14, i64 128
  store i64 %119, ptr %120, align 8, !tbaa !12
  %121 = load i64, ptr %6, align 16, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #4
  ret i64 %121

122:                                              ; preds = %115, %122
  %123 = phi i64 [ 1, %115 ], [ %127, %122 ]
  %124 = getelementptr inbounds [8 x i64], ptr %6, i64 0, i64 %123
  %125 = load i64, ptr %124, align 8, !tbaa !12
  %126 = getelementptr i64, ptr %116, i64 %123
  store i64 %125, ptr %126, align 8, !tbaa !12
  %127 = add nuw nsw i64 %123, 1
  %128 = load i64, ptr %24, align 8, !tbaa !31
  %129 = icmp slt i64 %127, %128
  br i1 %129, label %122, label %117, !llvm.loop !48
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noundef i64 @cu_run(ptr noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca i64, align 8
  %5 = load i64, ptr %0, align 8, !tbaa !25
  %6 = getelementptr inbounds i8, ptr %0, i64 376
  %7 = load i64, ptr %6, align 8, !tbaa !49
  %8 = getelementptr inbounds i8, ptr %0, i64 440
  %9 = load i64, ptr %8, align 8, !tbaa !50
  switch i64 %9, label %34 [
    i64 1, label %10
    i64 2, label %31
  ]

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 464
  %12 = load i64, ptr %11, align 8, !tbaa !51
  %13 = getelementptr inbounds i8, ptr %0, i64 472
  %14 = load i64, ptr %13, align 8, !tbaa !52
  %15 = getelementptr inbounds i8, ptr %0, i64 480
  %16 = load i64, ptr %15, align 8, !tbaa !53
  %17 = getelementptr inbounds i8, ptr %0, i64 488
  %18 = load i64, ptr %17, align 8, !tbaa !54
  %19 = getelementptr inbounds i8, ptr %0, i64 496
  %20 = load i64, ptr %19, align 8, !tbaa !55
  %21 = getelementptr inbounds i8, ptr %0, i64 504
  %22 = load i64, ptr %21, align 8, !tbaa !56
  %23 = getelementptr inbounds i8, ptr %0, i64 448
  %24 = load i64, ptr %23, align 8, !tbaa !57
  store i64 0, ptr %8, align 8, !tbaa !50
  %25 = getelementptr inbounds i8, ptr %0, i64 264
  %26 = load ptr, ptr %25, align 8, !tbaa !29
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  %28 = load i64, ptr %27, align 8, !tbaa !28
  %29 = mul nsw i64 %28, %12
  %30 = getelementptr inbounds i64, ptr %26, i64 %29
  br label %212

31:                                               ; preds = %3
  %32 = getelementptr inbounds i8, ptr %0, i64 448
  %33 = load i64, ptr %32, align 8, !tbaa !57
  br label %36

34:                                               ; preds = %3
  %35 = getelementptr inbounds i8, ptr %0, i64 368
  br label %36

36:                                               ; preds = %34, %31
  %37 = phi ptr [ %8, %31 ], [ %35, %34 ]
  %38 = phi i64 [ %33, %31 ], [ %1, %34 ]
  store i64 0, ptr %37, align 8, !tbaa !12
  br label %39

39:                                               ; preds = %36, %1598
  %40 = phi i64 [ %197, %1598 ], [ %7, %36 ]
  %41 = phi i64 [ %1581, %1598 ], [ %38, %36 ]
  %42 = srem i64 %41, %5
  %43 = getelementptr inbounds i8, ptr %0, i64 264
  %44 = load ptr, ptr %43, align 8, !tbaa !29
  %45 = getelementptr inbounds i8, ptr %0, i64 16
  %46 = load i64, ptr %45, align 8, !tbaa !28
  %47 = mul nsw i64 %46, %42
  %48 = getelementptr inbounds i64, ptr %44, i64 %47
  %49 = getelementptr inbounds i8, ptr %0, i64 32
  %50 = load i64, ptr %49, align 8, !tbaa !58
  %51 = getelementptr inbounds i8, ptr %0, i64 248
  %52 = load ptr, ptr %51, align 8, !tbaa !26
  %53 = mul nsw i64 %42, 12
  %54 = or disjoint i64 %53, 3
  %55 = getelementptr inbounds i64, ptr %52, i64 %54
  %56 = load i64, ptr %55, align 8, !tbaa !12
  %57 = icmp sgt i64 %56, %41
  br i1 %57, label %189, label %58

58:                                               ; preds = %39
  %59 = getelementptr inbounds i8, ptr %0, i64 272
  %60 = load ptr, ptr %59, align 8, !tbaa !59
  %61 = getelementptr i64, ptr %60, i64 %47
  %62 = or disjoint i64 %53, 2
  %63 = getelementptr inbounds i64, ptr %52, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !12
  %65 = icmp sgt i64 %64, 0
  br i1 %65, label %66, label %144

66:                                               ; preds = %58
  %67 = getelementptr inbounds i8, ptr %0, i64 216
  %68 = load ptr, ptr %67, align 8, !tbaa !16
  %69 = or disjoint i64 %53, 1
  %70 = getelementptr inbounds i64, ptr %52, i64 %69
  br label %71

71:                                               ; preds = %138, %66
  %72 = phi i64 [ 0, %66 ], [ %81, %138 ]
  %73 = getelementptr inbounds i64, ptr %61, i64 %72
  %74 = load i64, ptr %73, align 8, !tbaa !12
  %75 = mul i64 %74, 360
  %76 = getelementptr i8, ptr %68, i64 %75
  %77 = getelementptr i8, ptr %76, i64 48
  %78 = load i64, ptr %77, align 8, !tbaa !12
  %79 = icmp sgt i64 %78, %41
  br i1 %79, label %144, label %80

80:                                               ; preds = %71
  %81 = add nuw nsw i64 %72, 1
  %82 = load i64, ptr %45, align 8, !tbaa !28
  %83 = mul nsw i64 %82, %42
  %84 = getelementptr inbounds i64, ptr %44, i64 %83
  %85 = load i64, ptr %70, align 8, !tbaa !12
  %86 = getelementptr i8, ptr %84, i64 -8
  %87 = icmp sgt i64 %85, 0
  br i1 %87, label %88, label %138

88:                                               ; preds = %80
  %89 = getelementptr i8, ptr %76, i64 64
  %90 = load i64, ptr %89, align 8, !tbaa !12
  br label %91

91:                                               ; preds = %106, %88
  %92 = phi i64 [ %85, %88 ], [ %107, %106 ]
  %93 = getelementptr i64, ptr %86, i64 %92
  %94 = load i64, ptr %93, align 8, !tbaa !12
  %95 = mul i64 %94, 360
  %96 = getelementptr i8, ptr %68, i64 %95
  %97 = getelementptr i8, ptr %96, i64 64
  %98 = load i64, ptr %97, align 8, !tbaa !12
  %99 = icmp slt i64 %90, %98
  br i1 %99, label %106, label %100

100:                                              ; preds = %91
  %101 = icmp eq i64 %90, %98
  br i1 %101, label %102, label %109

102:                                              ; preds = %100
  %103 = load i64, ptr %76, align 8, !tbaa !12
  %104 = load i64, ptr %96, align 8, !tbaa !12
  %105 = icmp slt i64 %103, %104
  br i1 %105, label %106, label %109

106:                                              ; preds = %102, %91
  %107 = add nsw i64 %92, -1
  %108 = icmp sgt i64 %92, 1
  br i1 %108, label %91, label %109, !llvm.loop !60

109:                                              ; preds = %106, %102, %100
  %110 = phi i64 [ %92, %102 ], [ 0, %106 ], [ %92, %100 ]
  %111 = icmp sgt i64 %85, %110
  br i1 %111, label %112, label %138

112:                                              ; preds = %109
  %113 = sub i64 %85, %110
  %114 = icmp ult i64 %113, 2
  br i1 %114, label %129, label %115

115:                                              ; preds = %112
  %116 = and i64 %113, -2
  %117 = sub i64 %85, %116
  br label %118

118:                                              ; preds = %118, %115
  %119 = phi i64 [ 0, %115 ], [ %125, %118 ]
  %120 = sub i64 %85, %119
  %121 = getelementptr i64, ptr %84, i64 %120
  %122 = getelementptr i8, ptr %121, i64 -16
  %123 = load <2 x i64>, ptr %122, align 8, !tbaa !12
  %124 = getelementptr i8, ptr %121, i64 -8
  store <2 x i64> %123, ptr %124, align 8, !tbaa !12
  %125 = add nuw i64 %119, 2
  %126 = icmp eq i64 %125, %116
  br i1 %126, label %127, label %118, !llvm.loop !61

127:                                              ; preds = %118
  %128 = icmp eq i64 %113, %116
  br i1 %128, label %138, label %129

129:                                              ; preds = %127, %112
  %130 = phi i64 [ %85, %112 ], [ %117, %127 ]
  br label %131

131:                                              ; preds = %129, %131
  %132 = phi i64 [ %136, %131 ], [ %130, %129 ]
  %133 = getelementptr i64, ptr %84, i64 %132
  %134 = getelementptr i8, ptr %133, i64 -8
  %135 = load i64, ptr %134, align 8, !tbaa !12
  store i64 %135, ptr %133, align 8, !tbaa !12
  %136 = add nsw i64 %132, -1
  %137 = icmp sgt i64 %136, %110
  br i1 %137, label %131, label %138, !llvm.loop !64

138:                                              ; preds = %131, %127, %109, %80
  %139 = phi i64 [ %110, %109 ], [ %85, %80 ], [ %110, %127 ], [ %110, %131 ]
  %140 = getelementptr inbounds i64, ptr %84, i64 %139
  store i64 %74, ptr %140, align 8, !tbaa !12
  %141 = add nsw i64 %85, 1
  store i64 %141, ptr %70, align 8, !tbaa !12
  %142 = icmp eq i64 %81, %64
  br i1 %142, label %143, label %71, !llvm.loop !65

143:                                              ; preds = %138
  store i64 0, ptr %63, align 8, !tbaa !12
  br label %187

144:                                              ; preds = %71, %58
  %145 = phi i64 [ 0, %58 ], [ %72, %71 ]
  %146 = icmp slt i64 %145, %64
  br i1 %146, label %147, label %168

147:                                              ; preds = %144
  %148 = sub i64 %64, %145
  %149 = icmp ult i64 %148, 6
  %150 = mul i64 %145, -8
  %151 = icmp ult i64 %150, 32
  %152 = or i1 %149, %151
  br i1 %152, label %153, label %155

153:                                              ; preds = %166, %147
  %154 = phi i64 [ %145, %147 ], [ %157, %166 ]
  br label %171

155:                                              ; preds = %147
  %156 = and i64 %148, -2
  %157 = add i64 %145, %156
  %158 = getelementptr i64, ptr %61, i64 %145
  br label %159

159:                                              ; preds = %159, %155
  %160 = phi i64 [ 0, %155 ], [ %164, %159 ]
  %161 = getelementptr i64, ptr %158, i64 %160
  %162 = load <2 x i64>, ptr %161, align 8, !tbaa !12
  %163 = getelementptr inbounds i64, ptr %61, i64 %160
  store <2 x i64> %162, ptr %163, align 8, !tbaa !12
  %164 = add nuw i64 %160, 2
  %165 = icmp eq i64 %164, %156
  br i1 %165, label %166, label %159, !llvm.loop !66

166:                                              ; preds = %159
  %167 = icmp eq i64 %148, %156
  br i1 %167, label %168, label %153

168:                                              ; preds = %171, %166, %144
  %169 = sub nsw i64 %64, %145
  store i64 %169, ptr %63, align 8, !tbaa !12
  %170 = icmp eq i64 %64, %145
  br i1 %170, label %187, label %179

171:                                              ; preds = %153, %171
  %172 = phi i64 [ %177, %171 ], [ %154, %153 ]
  %173 = getelementptr inbounds i64, ptr %61, i64 %172
  %174 = load i64, ptr %173, align 8, !tbaa !12
  %175 = sub nuw nsw i64 %172, %145
  %176 = getelementptr inbounds i64, ptr %61, i64 %175
  store i64 %174, ptr %176, align 8, !tbaa !12
  %177 = add nuw nsw i64 %172, 1
  %178 = icmp eq i64 %177, %64
  br i1 %178, label %168, label %171, !llvm.loop !67

179:                                              ; preds = %168
  %180 = getelementptr inbounds i8, ptr %0, i64 216
  %181 = load ptr, ptr %180, align 8, !tbaa !16
  %182 = load i64, ptr %61, align 8, !tbaa !12
  %183 = mul i64 %182, 360
  %184 = getelementptr i8, ptr %181, i64 %183
  %185 = getelementptr i8, ptr %184, i64 48
  %186 = load i64, ptr %185, align 8, !tbaa !12
  br label %187

187:                                              ; preds = %143, %168, %179
  %188 = phi i64 [ %186, %179 ], [ 4611686018427387904, %168 ], [ 4611686018427387904, %143 ]
  store i64 %188, ptr %55, align 8, !tbaa !12
  br label %189

189:                                              ; preds = %187, %39
  %190 = phi i64 [ %188, %187 ], [ %56, %39 ]
  %191 = getelementptr inbounds i8, ptr %0, i64 280
  %192 = load ptr, ptr %191, align 8, !tbaa !30
  %193 = getelementptr inbounds i64, ptr %192, i64 %42
  store i64 %190, ptr %193, align 8, !tbaa !12
  br label %194

194:                                              ; preds = %1279, %189
  %195 = phi ptr [ %1286, %1279 ], [ %52, %189 ]
  %196 = phi ptr [ %213, %1279 ], [ %48, %189 ]
  %197 = phi i64 [ %1280, %1279 ], [ %40, %189 ]
  %198 = phi i64 [ %1281, %1279 ], [ %190, %189 ]
  %199 = phi i64 [ %1282, %1279 ], [ 0, %189 ]
  %200 = phi i64 [ %217, %1279 ], [ %40, %189 ]
  %201 = phi i64 [ %1283, %1279 ], [ %50, %189 ]
  %202 = phi i64 [ %1284, %1279 ], [ 0, %189 ]
  %203 = phi i64 [ %220, %1279 ], [ %42, %189 ]
  %204 = phi i64 [ %221, %1279 ], [ %41, %189 ]
  %205 = mul nsw i64 %203, 12
  %206 = or disjoint i64 %205, 1
  %207 = getelementptr inbounds i64, ptr %195, i64 %206
  %208 = load i64, ptr %207, align 8, !tbaa !12
  %209 = icmp slt i64 %202, %208
  br i1 %209, label %210, label %1287

210:                                              ; preds = %194
  %211 = getelementptr inbounds i8, ptr %0, i64 512
  store i64 0, ptr %211, align 8, !tbaa !68
  br label %212

212:                                              ; preds = %210, %10
  %213 = phi ptr [ %30, %10 ], [ %196, %210 ]
  %214 = phi i64 [ %7, %10 ], [ %197, %210 ]
  %215 = phi i64 [ %22, %10 ], [ %198, %210 ]
  %216 = phi i64 [ %20, %10 ], [ %199, %210 ]
  %217 = phi i64 [ %18, %10 ], [ %200, %210 ]
  %218 = phi i64 [ %16, %10 ], [ %201, %210 ]
  %219 = phi i64 [ %14, %10 ], [ %202, %210 ]
  %220 = phi i64 [ %12, %10 ], [ %203, %210 ]
  %221 = phi i64 [ %24, %10 ], [ %204, %210 ]
  %222 = getelementptr inbounds i64, ptr %213, i64 %219
  %223 = load i64, ptr %222, align 8, !tbaa !12
  %224 = getelementptr inbounds i8, ptr %0, i64 216
  %225 = load ptr, ptr %224, align 8, !tbaa !16
  %226 = mul nsw i64 %223, 45
  %227 = add nsw i64 %226, 6
  %228 = getelementptr inbounds i64, ptr %225, i64 %227
  %229 = load i64, ptr %228, align 8, !tbaa !12
  %230 = icmp sgt i64 %229, %221
  br i1 %230, label %1274, label %231

231:                                              ; preds = %212
  %232 = add nsw i64 %226, 5
  %233 = getelementptr inbounds i64, ptr %225, i64 %232
  %234 = load i64, ptr %233, align 8, !tbaa !12
  %235 = getelementptr inbounds i8, ptr %0, i64 96
  %236 = load ptr, ptr %235, align 8, !tbaa !15
  %237 = mul i64 %234, 304
  %238 = getelementptr inbounds i8, ptr %236, i64 %237
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #4
  store i64 0, ptr %4, align 8, !tbaa !12
  %239 = getelementptr inbounds i8, ptr %238, i64 8
  %240 = load i64, ptr %239, align 8, !tbaa !12
  %241 = and i64 %240, %218
  %242 = icmp eq i64 %241, 0
  br i1 %242, label %245, label %243

243:                                              ; preds = %231
  %244 = add nsw i64 %214, 1
  br label %1266

245:                                              ; preds = %231
  %246 = getelementptr inbounds i8, ptr %238, i64 40
  %247 = load i64, ptr %246, align 8, !tbaa !12
  %248 = getelementptr i64, ptr %225, i64 %226
  %249 = getelementptr i8, ptr %248, i64 96
  %250 = load i64, ptr %249, align 8, !tbaa !12
  %251 = icmp eq i64 %247, %250
  br i1 %251, label %587, label %252

252:                                              ; preds = %245
  %253 = getelementptr i8, ptr %248, i64 88
  %254 = load i64, ptr %253, align 8, !tbaa !12
  %255 = icmp eq i64 %247, %254
  br i1 %255, label %258, label %256

256:                                              ; preds = %252
  %257 = add nsw i64 %226, 11
  br label %296

258:                                              ; preds = %252
  %259 = getelementptr i8, ptr %248, i64 112
  %260 = load i64, ptr %259, align 8, !tbaa !12
  %261 = icmp sgt i64 %260, %221
  br i1 %261, label %262, label %292

262:                                              ; preds = %258
  %263 = getelementptr inbounds i8, ptr %0, i64 104
  %264 = load ptr, ptr %263, align 8, !tbaa !69
  %265 = getelementptr inbounds i8, ptr %0, i64 24
  %266 = load i64, ptr %265, align 8, !tbaa !70
  %267 = mul nsw i64 %266, %234
  %268 = getelementptr inbounds i64, ptr %264, i64 %267
  %269 = getelementptr inbounds i8, ptr %0, i64 240
  %270 = load ptr, ptr %269, align 8, !tbaa !71
  %271 = mul nsw i64 %266, %223
  %272 = getelementptr inbounds i64, ptr %270, i64 %271
  %273 = icmp sgt i64 %266, 0
  br i1 %273, label %274, label %587

274:                                              ; preds = %262
  %275 = load i64, ptr %268, align 8, !tbaa !12
  %276 = load i64, ptr %272, align 8, !tbaa !12
  %277 = and i64 %276, %275
  %278 = icmp eq i64 %277, 0
  br i1 %278, label %279, label %292

279:                                              ; preds = %274, %283
  %280 = phi i64 [ %281, %283 ], [ 0, %274 ]
  %281 = add nuw nsw i64 %280, 1
  %282 = icmp eq i64 %281, %266
  br i1 %282, label %290, label %283, !llvm.loop !72

283:                                              ; preds = %279
  %284 = getelementptr inbounds i64, ptr %268, i64 %281
  %285 = load i64, ptr %284, align 8, !tbaa !12
  %286 = getelementptr inbounds i64, ptr %272, i64 %281
  %287 = load i64, ptr %286, align 8, !tbaa !12
  %288 = and i64 %287, %285
  %289 = icmp eq i64 %288, 0
  br i1 %289, label %279, label %290, !llvm.loop !72

290:                                              ; preds = %283, %279
  %291 = icmp slt i64 %281, %266
  br i1 %291, label %294, label %587

292:                                              ; preds = %274, %258
  %293 = add nsw i64 %226, 11
  br label %422

294:                                              ; preds = %290
  %295 = add nsw i64 %226, 11
  br i1 %255, label %422, label %296

296:                                              ; preds = %256, %294
  %297 = phi i64 [ %257, %256 ], [ %295, %294 ]
  %298 = mul i64 %223, 360
  %299 = getelementptr i8, ptr %225, i64 %298
  %300 = getelementptr i8, ptr %299, i64 296
  %301 = getelementptr i8, ptr %299, i64 128
  %302 = load i64, ptr %301, align 8, !tbaa !12
  %303 = getelementptr i8, ptr %299, i64 88
  %304 = load i64, ptr %303, align 8, !tbaa !12
  %305 = add nsw i64 %304, 1
  %306 = icmp eq i64 %247, %305
  br i1 %306, label %309, label %307

307:                                              ; preds = %296
  %308 = tail call fastcc i64 @redirect(ptr noundef nonnull %0, i64 noundef %223, i64 noundef %234, i64 noundef %221, i64 noundef -1)
  br label %417

309:                                              ; preds = %296
  %310 = load i64, ptr %300, align 8, !tbaa !12
  %311 = icmp sgt i64 %310, %221
  br i1 %311, label %417, label %312

312:                                              ; preds = %309
  %313 = icmp sgt i64 %302, 1
  br i1 %313, label %314, label %332

314:                                              ; preds = %312
  %315 = add nsw i64 %302, -1
  %316 = icmp eq i64 %302, 2
  br i1 %316, label %317, label %319

317:                                              ; preds = %330, %314
  %318 = phi i64 [ 1, %314 ], [ %321, %330 ]
  br label %410

319:                                              ; preds = %314
  %320 = and i64 %315, -2
  %321 = or i64 %315, 1
  br label %322

322:                                              ; preds = %322, %319
  %323 = phi i64 [ 0, %319 ], [ %328, %322 ]
  %324 = or disjoint i64 %323, 1
  %325 = getelementptr inbounds i64, ptr %300, i64 %324
  %326 = load <2 x i64>, ptr %325, align 8, !tbaa !12
  %327 = getelementptr i8, ptr %325, i64 -8
  store <2 x i64> %326, ptr %327, align 8, !tbaa !12
  %328 = add nuw i64 %323, 2
  %329 = icmp eq i64 %328, %320
  br i1 %329, label %330, label %322, !llvm.loop !73

330:                                              ; preds = %322
  %331 = icmp eq i64 %315, %320
  br i1 %331, label %332, label %317

332:                                              ; preds = %410, %330, %312
  store i64 %247, ptr %303, align 8, !tbaa !12
  %333 = add nsw i64 %302, %247
  %334 = getelementptr inbounds i8, ptr %0, i64 384
  %335 = load i64, ptr %334, align 8, !tbaa !33
  %336 = tail call i64 @llvm.smax.i64(i64 %335, i64 %221)
  %337 = getelementptr inbounds i8, ptr %0, i64 200
  %338 = load i64, ptr %337, align 8, !tbaa !34
  %339 = sub i64 %333, %338
  %340 = icmp slt i64 %339, 0
  br i1 %340, label %355, label %341

341:                                              ; preds = %332
  %342 = getelementptr inbounds i8, ptr %0, i64 208
  %343 = load i64, ptr %342, align 8, !tbaa !35
  %344 = icmp slt i64 %339, %343
  br i1 %344, label %345, label %355

345:                                              ; preds = %341
  %346 = getelementptr inbounds i8, ptr %0, i64 192
  %347 = load ptr, ptr %346, align 8, !tbaa !36
  %348 = getelementptr i8, ptr %299, i64 8
  %349 = load i64, ptr %348, align 8, !tbaa !12
  %350 = mul nsw i64 %349, %343
  %351 = getelementptr i64, ptr %347, i64 %350
  %352 = getelementptr i64, ptr %351, i64 %339
  %353 = load i64, ptr %352, align 8, !tbaa !12
  %354 = icmp slt i64 %353, 0
  br i1 %354, label %355, label %359

355:                                              ; preds = %345, %341, %332
  store i64 %336, ptr %334, align 8, !tbaa !33
  %356 = getelementptr inbounds i8, ptr %0, i64 400
  %357 = load i64, ptr %356, align 8, !tbaa !37
  %358 = add nsw i64 %357, %336
  br label %406

359:                                              ; preds = %345
  %360 = getelementptr inbounds i8, ptr %0, i64 184
  %361 = load ptr, ptr %360, align 8, !tbaa !38
  %362 = load ptr, ptr %361, align 8, !tbaa !39
  %363 = getelementptr inbounds i64, ptr %362, i64 %353
  %364 = load i64, ptr %363, align 8, !tbaa !12
  %365 = getelementptr inbounds i8, ptr %0, i64 88
  %366 = load i64, ptr %365, align 8, !tbaa !41
  %367 = icmp eq i64 %364, %366
  br i1 %367, label %379, label %368

368:                                              ; preds = %359
  %369 = getelementptr inbounds i8, ptr %0, i64 424
  %370 = load i64, ptr %369, align 8, !tbaa !42
  %371 = add nsw i64 %370, 1
  store i64 %371, ptr %369, align 8, !tbaa !42
  %372 = getelementptr inbounds i8, ptr %361, i64 8
  %373 = load ptr, ptr %372, align 8, !tbaa !43
  %374 = getelementptr inbounds i64, ptr %373, i64 %353
  %375 = load i64, ptr %374, align 8, !tbaa !12
  %376 = getelementptr inbounds i8, ptr %0, i64 400
  %377 = load i64, ptr %376, align 8, !tbaa !37
  %378 = add nsw i64 %377, %375
  br label %397

379:                                              ; preds = %359
  %380 = getelementptr inbounds i8, ptr %361, i64 16
  %381 = load ptr, ptr %380, align 8, !tbaa !44
  %382 = getelementptr inbounds i64, ptr %381, i64 %353
  %383 = load i64, ptr %382, align 8, !tbaa !12
  %384 = icmp eq i64 %383, -9223372036854775808
  br i1 %384, label %385, label %392

385:                                              ; preds = %379
  %386 = getelementptr inbounds i8, ptr %0, i64 432
  %387 = load i64, ptr %386, align 8, !tbaa !45
  %388 = add nsw i64 %387, 1
  store i64 %388, ptr %386, align 8, !tbaa !45
  %389 = getelementptr inbounds i8, ptr %0, i64 400
  %390 = load i64, ptr %389, align 8, !tbaa !37
  %391 = add nsw i64 %390, %336
  store i64 %391, ptr %382, align 8, !tbaa !12
  br label %397

392:                                              ; preds = %379
  %393 = getelementptr inbounds i8, ptr %0, i64 424
  %394 = load i64, ptr %393, align 8, !tbaa !42
  %395 = add nsw i64 %394, 1
  store i64 %395, ptr %393, align 8, !tbaa !42
  %396 = load i64, ptr %382, align 8, !tbaa !12
  br label %397

397:                                              ; preds = %392, %385, %368
  %398 = phi i64 [ %378, %368 ], [ %396, %392 ], [ %391, %385 ]
  %399 = getelementptr inbounds i8, ptr %0, i64 408
  %400 = load i64, ptr %399, align 8, !tbaa !46
  %401 = add nsw i64 %400, %336
  store i64 %401, ptr %334, align 8, !tbaa !33
  %402 = getelementptr inbounds i8, ptr %0, i64 392
  %403 = load i64, ptr %402, align 8, !tbaa !32
  %404 = add nsw i64 %403, %336
  %405 = tail call i64 @llvm.smax.i64(i64 %398, i64 %404)
  br label %406

406:                                              ; preds = %397, %355
  %407 = phi i64 [ %358, %355 ], [ %405, %397 ]
  %408 = getelementptr i64, ptr %300, i64 %302
  %409 = getelementptr i8, ptr %408, i64 -8
  store i64 %407, ptr %409, align 8, !tbaa !12
  br label %422

410:                                              ; preds = %317, %410
  %411 = phi i64 [ %415, %410 ], [ %318, %317 ]
  %412 = getelementptr inbounds i64, ptr %300, i64 %411
  %413 = load i64, ptr %412, align 8, !tbaa !12
  %414 = getelementptr i8, ptr %412, i64 -8
  store i64 %413, ptr %414, align 8, !tbaa !12
  %415 = add nuw nsw i64 %411, 1
  %416 = icmp eq i64 %415, %302
  br i1 %416, label %332, label %410, !llvm.loop !74

417:                                              ; preds = %309, %307
  %418 = phi i64 [ %308, %307 ], [ %310, %309 ]
  %419 = icmp sgt i64 %418, %221
  br i1 %419, label %582, label %420

420:                                              ; preds = %417
  %421 = load ptr, ptr %224, align 8, !tbaa !16
  br label %422

422:                                              ; preds = %292, %420, %406, %294
  %423 = phi i64 [ %297, %420 ], [ %297, %406 ], [ %295, %294 ], [ %293, %292 ]
  %424 = phi ptr [ %421, %420 ], [ %225, %406 ], [ %225, %294 ], [ %225, %292 ]
  %425 = getelementptr i64, ptr %424, i64 %226
  %426 = getelementptr i8, ptr %425, i64 112
  %427 = load i64, ptr %426, align 8, !tbaa !12
  %428 = icmp sgt i64 %427, %221
  br i1 %428, label %429, label %578

429:                                              ; preds = %422
  %430 = getelementptr inbounds i8, ptr %0, i64 104
  %431 = load ptr, ptr %430, align 8, !tbaa !69
  %432 = getelementptr inbounds i8, ptr %0, i64 24
  %433 = load i64, ptr %432, align 8, !tbaa !70
  %434 = mul nsw i64 %433, %234
  %435 = getelementptr inbounds i64, ptr %431, i64 %434
  %436 = getelementptr inbounds i8, ptr %0, i64 240
  %437 = load ptr, ptr %436, align 8, !tbaa !71
  %438 = mul nsw i64 %433, %223
  %439 = getelementptr inbounds i64, ptr %437, i64 %438
  %440 = icmp sgt i64 %433, 0
  br i1 %440, label %441, label %587

441:                                              ; preds = %429
  %442 = load i64, ptr %435, align 8, !tbaa !12
  %443 = load i64, ptr %439, align 8, !tbaa !12
  %444 = and i64 %443, %442
  %445 = icmp eq i64 %444, 0
  br i1 %445, label %446, label %459

446:                                              ; preds = %441, %450
  %447 = phi i64 [ %448, %450 ], [ 0, %441 ]
  %448 = add nuw nsw i64 %447, 1
  %449 = icmp eq i64 %448, %433
  br i1 %449, label %587, label %450, !llvm.loop !72

450:                                              ; preds = %446
  %451 = getelementptr inbounds i64, ptr %435, i64 %448
  %452 = load i64, ptr %451, align 8, !tbaa !12
  %453 = getelementptr inbounds i64, ptr %439, i64 %448
  %454 = load i64, ptr %453, align 8, !tbaa !12
  %455 = and i64 %454, %452
  %456 = icmp eq i64 %455, 0
  br i1 %456, label %446, label %457, !llvm.loop !72

457:                                              ; preds = %450
  %458 = icmp slt i64 %448, %433
  br i1 %458, label %459, label %587

459:                                              ; preds = %457, %441
  %460 = add nuw nsw i64 %433, 3
  %461 = getelementptr inbounds i8, ptr %0, i64 112
  %462 = load ptr, ptr %461, align 8, !tbaa !75
  %463 = getelementptr inbounds i64, ptr %462, i64 %434
  %464 = mul i64 %223, 360
  %465 = getelementptr i8, ptr %424, i64 %464
  %466 = getelementptr i8, ptr %465, i64 120
  %467 = load i64, ptr %466, align 8, !tbaa !12
  %468 = icmp sgt i64 %467, 0
  br i1 %468, label %469, label %575

469:                                              ; preds = %459
  %470 = getelementptr inbounds i8, ptr %0, i64 232
  %471 = load ptr, ptr %470, align 8, !tbaa !76
  %472 = shl nsw i64 %223, 5
  %473 = getelementptr inbounds i8, ptr %0, i64 168
  %474 = getelementptr inbounds i8, ptr %0, i64 176
  br label %475

475:                                              ; preds = %571, %469
  %476 = phi i64 [ %221, %469 ], [ %572, %571 ]
  %477 = phi i64 [ 0, %469 ], [ %573, %571 ]
  %478 = add nsw i64 %477, %472
  %479 = mul nsw i64 %478, %460
  %480 = getelementptr inbounds i64, ptr %471, i64 %479
  %481 = getelementptr inbounds i8, ptr %480, i64 24
  %482 = load i64, ptr %481, align 8, !tbaa !12
  %483 = and i64 %482, %442
  %484 = icmp eq i64 %483, 0
  br i1 %484, label %485, label %498

485:                                              ; preds = %475, %489
  %486 = phi i64 [ %487, %489 ], [ 0, %475 ]
  %487 = add nuw nsw i64 %486, 1
  %488 = icmp eq i64 %487, %433
  br i1 %488, label %571, label %489, !llvm.loop !72

489:                                              ; preds = %485
  %490 = getelementptr inbounds i64, ptr %435, i64 %487
  %491 = load i64, ptr %490, align 8, !tbaa !12
  %492 = getelementptr inbounds i64, ptr %481, i64 %487
  %493 = load i64, ptr %492, align 8, !tbaa !12
  %494 = and i64 %493, %491
  %495 = icmp eq i64 %494, 0
  br i1 %495, label %485, label %496, !llvm.loop !72

496:                                              ; preds = %489
  %497 = icmp slt i64 %487, %433
  br i1 %497, label %498, label %571

498:                                              ; preds = %496, %475
  %499 = getelementptr inbounds i8, ptr %480, i64 8
  %500 = load i64, ptr %499, align 8, !tbaa !12
  %501 = load ptr, ptr %235, align 8, !tbaa !15
  %502 = mul i64 %500, 304
  %503 = getelementptr inbounds i8, ptr %501, i64 %502
  %504 = getelementptr inbounds i8, ptr %503, i64 88
  %505 = load i64, ptr %504, align 8, !tbaa !12
  %506 = icmp eq i64 %505, 0
  br i1 %506, label %543, label %507

507:                                              ; preds = %498
  %508 = shl i64 %500, 32
  %509 = or i64 %508, %234
  %510 = mul i64 %509, -7046029254386353131
  %511 = lshr i64 %510, 20
  %512 = load ptr, ptr %473, align 8, !tbaa !5
  %513 = load i64, ptr %474, align 8, !tbaa !11
  %514 = and i64 %513, %511
  %515 = shl nuw nsw i64 %514, 4
  %516 = getelementptr inbounds i8, ptr %512, i64 %515
  %517 = load i64, ptr %516, align 8, !tbaa !12
  %518 = icmp eq i64 %517, 0
  br i1 %518, label %568, label %519

519:                                              ; preds = %507
  %520 = add nsw i64 %509, 1
  %521 = icmp eq i64 %517, %520
  br i1 %521, label %532, label %522

522:                                              ; preds = %519, %530
  %523 = phi i64 [ %524, %530 ], [ %511, %519 ]
  %524 = add i64 %523, 1
  %525 = and i64 %524, %513
  %526 = shl i64 %525, 4
  %527 = getelementptr inbounds i8, ptr %512, i64 %526
  %528 = load i64, ptr %527, align 8, !tbaa !12
  %529 = icmp eq i64 %528, 0
  br i1 %529, label %568, label %530, !llvm.loop !77

530:                                              ; preds = %522
  %531 = icmp eq i64 %528, %520
  br i1 %531, label %532, label %522, !llvm.loop !77

532:                                              ; preds = %530, %519
  %533 = phi i64 [ %515, %519 ], [ %526, %530 ]
  %534 = getelementptr inbounds i8, ptr %512, i64 %533
  %535 = getelementptr inbounds i8, ptr %534, i64 8
  %536 = load i64, ptr %535, align 8, !tbaa !12
  %537 = icmp sgt i64 %536, -1
  br i1 %537, label %538, label %568

538:                                              ; preds = %532
  %539 = load i64, ptr %480, align 8, !tbaa !12
  %540 = shl i64 %536, 2
  %541 = add i64 %540, 4
  %542 = add nsw i64 %541, %539
  br label %565

543:                                              ; preds = %498
  %544 = load i64, ptr %463, align 8, !tbaa !12
  %545 = and i64 %544, %482
  %546 = icmp eq i64 %545, 0
  br i1 %546, label %547, label %560

547:                                              ; preds = %543, %551
  %548 = phi i64 [ %549, %551 ], [ 0, %543 ]
  %549 = add nuw nsw i64 %548, 1
  %550 = icmp eq i64 %549, %433
  br i1 %550, label %571, label %551, !llvm.loop !72

551:                                              ; preds = %547
  %552 = getelementptr inbounds i64, ptr %463, i64 %549
  %553 = load i64, ptr %552, align 8, !tbaa !12
  %554 = getelementptr inbounds i64, ptr %481, i64 %549
  %555 = load i64, ptr %554, align 8, !tbaa !12
  %556 = and i64 %555, %553
  %557 = icmp eq i64 %556, 0
  br i1 %557, label %547, label %558, !llvm.loop !72

558:                                              ; preds = %551
  %559 = icmp slt i64 %549, %433
  br i1 %559, label %560, label %571

560:                                              ; preds = %558, %543
  %561 = load i64, ptr %480, align 8, !tbaa !12
  %562 = getelementptr inbounds i8, ptr %503, i64 16
  %563 = load i64, ptr %562, align 8, !tbaa !12
  %564 = add nsw i64 %563, %561
  br label %565

565:                                              ; preds = %560, %538
  %566 = phi i64 [ %564, %560 ], [ %542, %538 ]
  %567 = tail call i64 @llvm.smax.i64(i64 %566, i64 %476)
  br label %571

568:                                              ; preds = %532, %507, %522
  %569 = getelementptr inbounds i8, ptr %0, i64 1560
  store i64 %500, ptr %569, align 8, !tbaa !78
  %570 = getelementptr inbounds i8, ptr %0, i64 1568
  store i64 %234, ptr %570, align 8, !tbaa !79
  br label %1253

571:                                              ; preds = %485, %547, %565, %558, %496
  %572 = phi i64 [ %476, %558 ], [ %567, %565 ], [ %476, %496 ], [ %476, %547 ], [ %476, %485 ]
  %573 = add nuw nsw i64 %477, 1
  %574 = icmp eq i64 %573, %467
  br i1 %574, label %575, label %475, !llvm.loop !80

575:                                              ; preds = %571, %459
  %576 = phi i64 [ %221, %459 ], [ %572, %571 ]
  %577 = icmp sgt i64 %576, -1
  br i1 %577, label %582, label %1253

578:                                              ; preds = %422
  %579 = getelementptr inbounds i64, ptr %424, i64 %423
  %580 = load i64, ptr %579, align 8, !tbaa !12
  %581 = getelementptr i8, ptr %425, i64 96
  store i64 %580, ptr %581, align 8, !tbaa !12
  br label %587

582:                                              ; preds = %575, %417
  %583 = phi i64 [ 11, %417 ], [ 3, %575 ]
  %584 = phi i64 [ %418, %417 ], [ %576, %575 ]
  store i64 %583, ptr %4, align 8, !tbaa !12
  %585 = load i64, ptr %238, align 8, !tbaa !12
  %586 = icmp sgt i64 %584, %221
  br i1 %586, label %673, label %589

587:                                              ; preds = %446, %457, %429, %578, %262, %290, %245
  %588 = load i64, ptr %238, align 8, !tbaa !12
  br label %589

589:                                              ; preds = %587, %582
  %590 = phi i64 [ %585, %582 ], [ %588, %587 ]
  %591 = phi i64 [ %584, %582 ], [ %221, %587 ]
  %592 = getelementptr inbounds i8, ptr %238, i64 80
  %593 = load i64, ptr %592, align 8, !tbaa !12
  %594 = icmp eq i64 %593, 0
  br i1 %594, label %673, label %595

595:                                              ; preds = %589
  switch i64 %590, label %632 [
    i64 1, label %596
    i64 129, label %605
    i64 8, label %619
    i64 4, label %627
  ]

596:                                              ; preds = %595
  %597 = getelementptr inbounds i8, ptr %0, i64 248
  %598 = load ptr, ptr %597, align 8, !tbaa !26
  %599 = mul i64 %220, 96
  %600 = getelementptr i8, ptr %598, i64 %599
  %601 = getelementptr i8, ptr %600, i64 48
  %602 = load i64, ptr %601, align 8, !tbaa !12
  %603 = icmp sgt i64 %602, %221
  br i1 %603, label %604, label %673

604:                                              ; preds = %596
  store i64 7, ptr %4, align 8, !tbaa !12
  br label %673

605:                                              ; preds = %595
  %606 = getelementptr inbounds i8, ptr %0, i64 248
  %607 = load ptr, ptr %606, align 8, !tbaa !26
  %608 = mul i64 %220, 96
  %609 = getelementptr i8, ptr %607, i64 %608
  %610 = getelementptr i8, ptr %609, i64 48
  %611 = load i64, ptr %610, align 8, !tbaa !12
  %612 = icmp sgt i64 %611, %221
  br i1 %612, label %613, label %614

613:                                              ; preds = %605
  store i64 7, ptr %4, align 8, !tbaa !12
  br label %673

614:                                              ; preds = %605
  %615 = getelementptr i8, ptr %609, i64 64
  %616 = load i64, ptr %615, align 8, !tbaa !12
  %617 = icmp sgt i64 %616, %221
  br i1 %617, label %618, label %673

618:                                              ; preds = %614
  store i64 8, ptr %4, align 8, !tbaa !12
  br label %673

619:                                              ; preds = %595
  %620 = getelementptr inbounds i8, ptr %0, i64 296
  %621 = load ptr, ptr %620, align 8, !tbaa !81
  %622 = ashr i64 %220, 1
  %623 = getelementptr inbounds i64, ptr %621, i64 %622
  %624 = load i64, ptr %623, align 8, !tbaa !12
  %625 = icmp sgt i64 %624, %221
  br i1 %625, label %626, label %673

626:                                              ; preds = %619
  store i64 9, ptr %4, align 8, !tbaa !12
  br label %673

627:                                              ; preds = %595
  %628 = getelementptr inbounds i8, ptr %0, i64 328
  %629 = load i64, ptr %628, align 8, !tbaa !82
  %630 = icmp sgt i64 %629, %221
  br i1 %630, label %631, label %673

631:                                              ; preds = %627
  store i64 9, ptr %4, align 8, !tbaa !12
  br label %673

632:                                              ; preds = %595
  %633 = getelementptr inbounds i8, ptr %238, i64 248
  %634 = load i64, ptr %633, align 8, !tbaa !12
  %635 = icmp eq i64 %634, 0
  br i1 %635, label %673, label %636

636:                                              ; preds = %632
  %637 = load ptr, ptr %224, align 8, !tbaa !16
  %638 = add nsw i64 %226, 10
  %639 = getelementptr inbounds i64, ptr %637, i64 %638
  %640 = load i64, ptr %639, align 8, !tbaa !12
  %641 = add nsw i64 %226, 3
  %642 = getelementptr inbounds i64, ptr %637, i64 %641
  %643 = load i64, ptr %642, align 8, !tbaa !12
  %644 = icmp eq i64 %640, %643
  br i1 %644, label %673, label %645

645:                                              ; preds = %636
  %646 = getelementptr i64, ptr %637, i64 %226
  %647 = getelementptr i8, ptr %646, i64 104
  %648 = load i64, ptr %647, align 8, !tbaa !12
  %649 = icmp eq i64 %648, 0
  br i1 %649, label %655, label %650

650:                                              ; preds = %645
  %651 = getelementptr inbounds i8, ptr %0, i64 512
  %652 = load i64, ptr %651, align 8, !tbaa !68
  %653 = icmp eq i64 %652, 0
  br i1 %653, label %654, label %1253

654:                                              ; preds = %650
  store i64 1, ptr %651, align 8, !tbaa !68
  br label %1253

655:                                              ; preds = %645
  %656 = getelementptr inbounds i8, ptr %238, i64 256
  %657 = call fastcc i64 @waitcnt(ptr noundef nonnull %0, i64 noundef %223, ptr noundef nonnull %656, i64 noundef %634, i64 noundef %221, ptr noundef nonnull %4)
  %658 = icmp sgt i64 %657, %221
  br i1 %658, label %659, label %673

659:                                              ; preds = %655
  %660 = load ptr, ptr %224, align 8, !tbaa !16
  %661 = getelementptr inbounds i64, ptr %660, i64 %641
  %662 = load i64, ptr %661, align 8, !tbaa !12
  %663 = getelementptr inbounds i64, ptr %660, i64 %638
  store i64 %662, ptr %663, align 8, !tbaa !12
  %664 = sub nsw i64 %657, %221
  %665 = icmp sgt i64 %664, 256
  br i1 %665, label %666, label %673

666:                                              ; preds = %659
  %667 = or i64 %216, 4
  %668 = getelementptr inbounds i8, ptr %0, i64 536
  %669 = getelementptr inbounds i8, ptr %0, i64 520
  %670 = load i64, ptr %669, align 8, !tbaa !83
  %671 = add nsw i64 %670, 1
  store i64 %671, ptr %669, align 8, !tbaa !83
  %672 = getelementptr inbounds [64 x i64], ptr %668, i64 0, i64 %670
  store i64 %223, ptr %672, align 8, !tbaa !12
  br label %673

673:                                              ; preds = %604, %596, %626, %619, %632, %636, %659, %666, %655, %627, %631, %613, %618, %614, %589, %582
  %674 = phi i64 [ %585, %582 ], [ %590, %589 ], [ %590, %632 ], [ %590, %636 ], [ %590, %666 ], [ %590, %659 ], [ %590, %655 ], [ 4, %631 ], [ 4, %627 ], [ 8, %626 ], [ 8, %619 ], [ 129, %613 ], [ 129, %618 ], [ 129, %614 ], [ 1, %604 ], [ 1, %596 ]
  %675 = phi i64 [ %584, %582 ], [ %591, %589 ], [ %591, %632 ], [ %591, %636 ], [ %657, %666 ], [ %657, %659 ], [ %657, %655 ], [ %629, %631 ], [ %591, %627 ], [ %624, %626 ], [ %591, %619 ], [ %611, %613 ], [ %616, %618 ], [ %591, %614 ], [ %602, %604 ], [ %591, %596 ]
  %676 = phi i64 [ %216, %582 ], [ %216, %589 ], [ %216, %632 ], [ %216, %636 ], [ %667, %666 ], [ %216, %659 ], [ %216, %655 ], [ %216, %631 ], [ %216, %627 ], [ %216, %626 ], [ %216, %619 ], [ %216, %613 ], [ %216, %618 ], [ %216, %614 ], [ %216, %604 ], [ %216, %596 ]
  %677 = icmp sgt i64 %675, %221
  br i1 %677, label %678, label %695

678:                                              ; preds = %673
  %679 = sub nsw i64 %220, %675
  %680 = srem i64 %679, %5
  %681 = icmp slt i64 %680, 0
  %682 = select i1 %681, i64 %5, i64 0
  %683 = add i64 %680, %675
  %684 = add i64 %683, %682
  %685 = getelementptr inbounds i8, ptr %0, i64 304
  %686 = load ptr, ptr %685, align 8, !tbaa !84
  %687 = load i64, ptr %4, align 8, !tbaa !12
  %688 = getelementptr inbounds i64, ptr %686, i64 %687
  %689 = load i64, ptr %688, align 8, !tbaa !12
  %690 = sub i64 %689, %221
  %691 = add i64 %690, %684
  store i64 %691, ptr %688, align 8, !tbaa !12
  %692 = load ptr, ptr %224, align 8, !tbaa !16
  %693 = getelementptr inbounds i64, ptr %692, i64 %227
  store i64 %684, ptr %693, align 8, !tbaa !12
  %694 = tail call i64 @llvm.smin.i64(i64 %684, i64 %215)
  br label %1266

695:                                              ; preds = %673
  %696 = getelementptr inbounds i8, ptr %238, i64 120
  %697 = load i64, ptr %696, align 8, !tbaa !12
  %698 = icmp eq i64 %697, 0
  %699 = load ptr, ptr %224, align 8, !tbaa !16
  br i1 %698, label %820, label %700

700:                                              ; preds = %695
  %701 = getelementptr i64, ptr %699, i64 %226
  %702 = getelementptr i8, ptr %701, i64 104
  %703 = load i64, ptr %702, align 8, !tbaa !12
  %704 = icmp eq i64 %703, 0
  br i1 %704, label %742, label %705

705:                                              ; preds = %700
  %706 = getelementptr inbounds i8, ptr %238, i64 128
  %707 = icmp sgt i64 %697, 0
  br i1 %707, label %708, label %742

708:                                              ; preds = %705
  %709 = mul i64 %223, 360
  %710 = getelementptr i8, ptr %699, i64 %709
  %711 = getelementptr i8, ptr %710, i64 144
  %712 = getelementptr i8, ptr %710, i64 104
  %713 = load i64, ptr %712, align 8, !tbaa !12
  %714 = load i64, ptr %706, align 8, !tbaa !12
  %715 = getelementptr i64, ptr %711, i64 %714
  %716 = load i64, ptr %715, align 8, !tbaa !12
  %717 = add nsw i64 %716, %713
  %718 = getelementptr inbounds i8, ptr %238, i64 160
  %719 = load i64, ptr %718, align 8, !tbaa !12
  %720 = icmp sgt i64 %717, %719
  br i1 %720, label %737, label %721

721:                                              ; preds = %708, %725
  %722 = phi i64 [ %723, %725 ], [ 0, %708 ]
  %723 = add nuw nsw i64 %722, 1
  %724 = icmp eq i64 %723, %697
  br i1 %724, label %735, label %725, !llvm.loop !85

725:                                              ; preds = %721
  %726 = mul i64 %723, 40
  %727 = getelementptr inbounds i8, ptr %706, i64 %726
  %728 = load i64, ptr %727, align 8, !tbaa !12
  %729 = getelementptr i64, ptr %711, i64 %728
  %730 = load i64, ptr %729, align 8, !tbaa !12
  %731 = add nsw i64 %730, %713
  %732 = getelementptr inbounds i8, ptr %727, i64 32
  %733 = load i64, ptr %732, align 8, !tbaa !12
  %734 = icmp sgt i64 %731, %733
  br i1 %734, label %735, label %721, !llvm.loop !85

735:                                              ; preds = %725, %721
  %736 = icmp slt i64 %723, %697
  br i1 %736, label %737, label %742

737:                                              ; preds = %708, %735
  %738 = getelementptr inbounds i8, ptr %0, i64 512
  %739 = load i64, ptr %738, align 8, !tbaa !68
  %740 = icmp eq i64 %739, 0
  br i1 %740, label %741, label %1253

741:                                              ; preds = %737
  store i64 1, ptr %738, align 8, !tbaa !68
  br label %1253

742:                                              ; preds = %705, %735, %700
  %743 = getelementptr inbounds i8, ptr %238, i64 128
  %744 = getelementptr inbounds i8, ptr %238, i64 112
  %745 = load i64, ptr %744, align 8, !tbaa !12
  %746 = icmp eq i64 %745, 0
  br i1 %746, label %805, label %747

747:                                              ; preds = %742
  %748 = load i64, ptr %743, align 8, !tbaa !12
  %749 = getelementptr i64, ptr %701, i64 %748
  %750 = getelementptr i8, ptr %749, i64 144
  %751 = load i64, ptr %750, align 8, !tbaa !12
  %752 = getelementptr inbounds i8, ptr %238, i64 160
  %753 = load i64, ptr %752, align 8, !tbaa !12
  %754 = icmp sgt i64 %751, %753
  br i1 %754, label %805, label %755

755:                                              ; preds = %747
  %756 = getelementptr inbounds i8, ptr %0, i64 144
  %757 = load ptr, ptr %756, align 8, !tbaa !86
  %758 = getelementptr i8, ptr %701, i64 24
  %759 = load i64, ptr %758, align 8, !tbaa !12
  %760 = getelementptr inbounds i64, ptr %757, i64 %759
  %761 = load i64, ptr %760, align 8, !tbaa !12
  %762 = and i64 %761, 65535
  %763 = ashr i64 %761, 16
  %764 = ashr i64 %220, 1
  %765 = getelementptr inbounds i8, ptr %0, i64 296
  %766 = load ptr, ptr %765, align 8, !tbaa !81
  %767 = getelementptr inbounds i64, ptr %766, i64 %764
  %768 = load i64, ptr %767, align 8, !tbaa !12
  %769 = tail call i64 @llvm.smax.i64(i64 %768, i64 %221)
  %770 = getelementptr inbounds i8, ptr %0, i64 336
  %771 = load i64, ptr %770, align 8, !tbaa !87
  %772 = tail call i64 @llvm.smax.i64(i64 %771, i64 %769)
  %773 = add nsw i64 %772, %762
  store i64 %773, ptr %770, align 8, !tbaa !87
  %774 = add nsw i64 %769, %763
  %775 = tail call i64 @llvm.smax.i64(i64 %773, i64 %774)
  store i64 %775, ptr %767, align 8, !tbaa !12
  %776 = getelementptr inbounds i8, ptr %0, i64 64
  %777 = load i64, ptr %776, align 8, !tbaa !88
  %778 = add nsw i64 %775, %777
  %779 = getelementptr inbounds i8, ptr %238, i64 144
  %780 = load i64, ptr %779, align 8, !tbaa !12
  %781 = getelementptr i64, ptr %701, i64 %780
  %782 = getelementptr i8, ptr %781, i64 168
  %783 = load i64, ptr %782, align 8, !tbaa !12
  %784 = tail call i64 @llvm.smax.i64(i64 %783, i64 %778)
  store i64 %784, ptr %782, align 8, !tbaa !12
  %785 = load i64, ptr %743, align 8, !tbaa !12
  %786 = mul i64 %223, 360
  %787 = getelementptr i8, ptr %699, i64 %786
  %788 = getelementptr i64, ptr %787, i64 %785
  %789 = getelementptr i8, ptr %788, i64 144
  %790 = load i64, ptr %789, align 8, !tbaa !12
  %791 = icmp sgt i64 %790, 255
  br i1 %791, label %1253, label %792

792:                                              ; preds = %755
  %793 = getelementptr inbounds i8, ptr %0, i64 224
  %794 = load ptr, ptr %793, align 8, !tbaa !17
  %795 = mul nsw i64 %223, 3
  %796 = add nsw i64 %785, %795
  %797 = shl nsw i64 %796, 11
  %798 = getelementptr inbounds i8, ptr %794, i64 %797
  %799 = add nsw i64 %790, 1
  store i64 %799, ptr %789, align 8, !tbaa !12
  %800 = getelementptr inbounds i64, ptr %798, i64 %790
  store i64 %784, ptr %800, align 8, !tbaa !12
  %801 = getelementptr inbounds i8, ptr %0, i64 344
  %802 = load i64, ptr %801, align 8, !tbaa !20
  %803 = icmp sgt i64 %784, %802
  br i1 %803, label %804, label %820

804:                                              ; preds = %792
  store i64 %784, ptr %801, align 8, !tbaa !20
  br label %820

805:                                              ; preds = %747, %742
  %806 = tail call fastcc i32 @memory(ptr noundef %0, i64 noundef %223, i64 noundef %234, i64 noundef %221)
  %807 = icmp slt i32 %806, 0
  br i1 %807, label %808, label %817

808:                                              ; preds = %805
  store i64 1, ptr %8, align 8, !tbaa !50
  %809 = getelementptr inbounds i8, ptr %0, i64 448
  store i64 %221, ptr %809, align 8, !tbaa !57
  %810 = getelementptr inbounds i8, ptr %0, i64 456
  store i64 %2, ptr %810, align 8, !tbaa !89
  %811 = getelementptr inbounds i8, ptr %0, i64 464
  store i64 %220, ptr %811, align 8, !tbaa !51
  %812 = getelementptr inbounds i8, ptr %0, i64 472
  store i64 %219, ptr %812, align 8, !tbaa !52
  %813 = getelementptr inbounds i8, ptr %0, i64 480
  store i64 %218, ptr %813, align 8, !tbaa !53
  %814 = getelementptr inbounds i8, ptr %0, i64 488
  store i64 %217, ptr %814, align 8, !tbaa !54
  %815 = getelementptr inbounds i8, ptr %0, i64 496
  store i64 %676, ptr %815, align 8, !tbaa !55
  %816 = getelementptr inbounds i8, ptr %0, i64 504
  store i64 %215, ptr %816, align 8, !tbaa !56
  store i64 %214, ptr %6, align 8, !tbaa !49
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4
  br label %1605

817:                                              ; preds = %805
  %818 = icmp eq i32 %806, 0
  %819 = load ptr, ptr %224, align 8, !tbaa !16
  br i1 %818, label %1270, label %820

820:                                              ; preds = %792, %804, %817, %695
  %821 = phi ptr [ %699, %792 ], [ %699, %804 ], [ %819, %817 ], [ %699, %695 ]
  %822 = add nsw i64 %226, 7
  %823 = getelementptr inbounds i64, ptr %821, i64 %822
  %824 = load i64, ptr %823, align 8, !tbaa !12
  %825 = icmp eq i64 %221, %824
  br i1 %825, label %833, label %826

826:                                              ; preds = %820
  %827 = sub i64 %221, %824
  %828 = getelementptr inbounds i8, ptr %0, i64 160
  %829 = load ptr, ptr %828, align 8, !tbaa !90
  %830 = getelementptr inbounds i64, ptr %829, i64 %234
  %831 = load i64, ptr %830, align 8, !tbaa !12
  %832 = add nsw i64 %827, %831
  store i64 %832, ptr %830, align 8, !tbaa !12
  br label %833

833:                                              ; preds = %826, %820
  %834 = add nsw i64 %221, %5
  store i64 %834, ptr %823, align 8, !tbaa !12
  %835 = getelementptr inbounds i64, ptr %821, i64 %227
  store i64 %834, ptr %835, align 8, !tbaa !12
  %836 = getelementptr inbounds i8, ptr %238, i64 24
  %837 = load i64, ptr %836, align 8, !tbaa !12
  switch i64 %674, label %875 [
    i64 1, label %838
    i64 129, label %854
  ]

838:                                              ; preds = %833
  %839 = getelementptr inbounds i8, ptr %238, i64 16
  %840 = load i64, ptr %839, align 8, !tbaa !12
  %841 = add nsw i64 %840, %221
  %842 = getelementptr inbounds i8, ptr %0, i64 248
  %843 = load ptr, ptr %842, align 8, !tbaa !26
  %844 = mul i64 %220, 96
  %845 = getelementptr i8, ptr %843, i64 %844
  %846 = getelementptr i8, ptr %845, i64 48
  store i64 %841, ptr %846, align 8, !tbaa !12
  %847 = load i64, ptr %839, align 8, !tbaa !12
  %848 = getelementptr i8, ptr %845, i64 56
  %849 = load i64, ptr %848, align 8, !tbaa !12
  %850 = add nsw i64 %849, %847
  store i64 %850, ptr %848, align 8, !tbaa !12
  %851 = load i64, ptr %839, align 8, !tbaa !12
  %852 = icmp sgt i64 %851, 4
  br i1 %852, label %853, label %1228

853:                                              ; preds = %838
  tail call fastcc void @produce(ptr noundef nonnull %0, i64 noundef %223, i64 noundef %234, i64 noundef %221)
  br label %1228

854:                                              ; preds = %833
  %855 = getelementptr inbounds i8, ptr %238, i64 16
  %856 = load i64, ptr %855, align 8, !tbaa !12
  %857 = add nsw i64 %856, %221
  %858 = getelementptr inbounds i8, ptr %0, i64 248
  %859 = load ptr, ptr %858, align 8, !tbaa !26
  %860 = mul i64 %220, 96
  %861 = getelementptr i8, ptr %859, i64 %860
  %862 = getelementptr i8, ptr %861, i64 64
  store i64 %857, ptr %862, align 8, !tbaa !12
  %863 = load i64, ptr %855, align 8, !tbaa !12
  %864 = getelementptr i8, ptr %861, i64 72
  %865 = load i64, ptr %864, align 8, !tbaa !12
  %866 = add nsw i64 %865, %863
  store i64 %866, ptr %864, align 8, !tbaa !12
  %867 = add nsw i64 %221, 4
  %868 = getelementptr i8, ptr %861, i64 48
  store i64 %867, ptr %868, align 8, !tbaa !12
  %869 = getelementptr i8, ptr %861, i64 56
  %870 = load i64, ptr %869, align 8, !tbaa !12
  %871 = add nsw i64 %870, 4
  store i64 %871, ptr %869, align 8, !tbaa !12
  %872 = load i64, ptr %855, align 8, !tbaa !12
  %873 = icmp sgt i64 %872, 4
  br i1 %873, label %874, label %1228

874:                                              ; preds = %854
  tail call fastcc void @produce(ptr noundef nonnull %0, i64 noundef %223, i64 noundef %234, i64 noundef %221)
  br label %1228

875:                                              ; preds = %833
  %876 = icmp eq i64 %837, 7
  br i1 %876, label %877, label %956

877:                                              ; preds = %875
  %878 = getelementptr inbounds i8, ptr %0, i64 80
  %879 = load i64, ptr %878, align 8, !tbaa !91
  %880 = icmp eq i64 %879, 0
  br i1 %880, label %896, label %881

881:                                              ; preds = %877
  %882 = mul i64 %223, 360
  %883 = getelementptr i8, ptr %821, i64 %882
  %884 = getelementptr i8, ptr %883, i64 24
  %885 = load i64, ptr %884, align 8, !tbaa !12
  %886 = getelementptr inbounds i8, ptr %0, i64 312
  %887 = load ptr, ptr %886, align 8, !tbaa !92
  %888 = getelementptr inbounds i8, ptr %0, i64 320
  %889 = load i64, ptr %888, align 8, !tbaa !93
  %890 = add nsw i64 %889, 1
  store i64 %890, ptr %888, align 8, !tbaa !93
  %891 = mul i64 %889, 40
  %892 = getelementptr inbounds i8, ptr %887, i64 %891
  store i64 1, ptr %892, align 8, !tbaa !12
  %893 = getelementptr inbounds i8, ptr %892, i64 8
  store i64 %885, ptr %893, align 8, !tbaa !12
  %894 = getelementptr inbounds i8, ptr %892, i64 16
  store i64 %221, ptr %894, align 8, !tbaa !12
  %895 = getelementptr inbounds i8, ptr %892, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %895, i8 0, i64 16, i1 false)
  br label %896

896:                                              ; preds = %881, %877
  %897 = getelementptr i64, ptr %821, i64 %226
  %898 = getelementptr i8, ptr %897, i64 24
  %899 = load i64, ptr %898, align 8, !tbaa !12
  %900 = add nsw i64 %899, 1
  %901 = getelementptr i8, ptr %897, i64 32
  %902 = load i64, ptr %901, align 8, !tbaa !12
  %903 = icmp eq i64 %900, %902
  br i1 %903, label %951, label %904

904:                                              ; preds = %896
  %905 = getelementptr inbounds i8, ptr %0, i64 136
  %906 = load ptr, ptr %905, align 8, !tbaa !22
  %907 = getelementptr inbounds i32, ptr %906, i64 %900
  %908 = load i32, ptr %907, align 4, !tbaa !23
  %909 = sext i32 %908 to i64
  %910 = load ptr, ptr %235, align 8, !tbaa !15
  %911 = mul nsw i64 %909, 304
  %912 = getelementptr inbounds i8, ptr %910, i64 %911
  %913 = getelementptr inbounds i8, ptr %912, i64 56
  %914 = load i64, ptr %913, align 8, !tbaa !12
  %915 = getelementptr inbounds i8, ptr %910, i64 %237
  %916 = getelementptr inbounds i8, ptr %915, i64 64
  %917 = load i64, ptr %916, align 8, !tbaa !12
  %918 = icmp eq i64 %914, %917
  br i1 %918, label %951, label %919

919:                                              ; preds = %904
  %920 = load i64, ptr %835, align 8, !tbaa !12
  %921 = sub i64 %920, %221
  %922 = getelementptr inbounds i8, ptr %912, i64 72
  %923 = load i64, ptr %922, align 8, !tbaa !12
  %924 = add nsw i64 %921, %923
  %925 = tail call fastcc i64 @redirect(ptr noundef nonnull %0, i64 noundef %223, i64 noundef %909, i64 noundef %221, i64 noundef %924)
  %926 = icmp sgt i64 %925, %920
  br i1 %926, label %927, label %951

927:                                              ; preds = %919
  %928 = load ptr, ptr %224, align 8, !tbaa !16
  %929 = getelementptr i64, ptr %928, i64 %226
  %930 = getelementptr i8, ptr %929, i64 16
  %931 = load i64, ptr %930, align 8, !tbaa !12
  %932 = load i64, ptr %0, align 8, !tbaa !25
  %933 = sub nsw i64 %931, %925
  %934 = srem i64 %933, %932
  %935 = icmp slt i64 %934, 0
  %936 = select i1 %935, i64 %932, i64 0
  %937 = add i64 %934, %925
  %938 = add i64 %937, %936
  %939 = sub nsw i64 %938, %920
  %940 = getelementptr inbounds i8, ptr %0, i64 304
  %941 = load ptr, ptr %940, align 8, !tbaa !84
  %942 = getelementptr inbounds i8, ptr %941, i64 88
  %943 = load i64, ptr %942, align 8, !tbaa !12
  %944 = add nsw i64 %939, %943
  store i64 %944, ptr %942, align 8, !tbaa !12
  %945 = getelementptr inbounds i8, ptr %0, i64 160
  %946 = load ptr, ptr %945, align 8, !tbaa !90
  %947 = getelementptr inbounds i64, ptr %946, i64 %234
  %948 = load i64, ptr %947, align 8, !tbaa !12
  %949 = add nsw i64 %948, %939
  store i64 %949, ptr %947, align 8, !tbaa !12
  %950 = getelementptr inbounds i64, ptr %928, i64 %227
  store i64 %938, ptr %950, align 8, !tbaa !12
  br label %951

951:                                              ; preds = %896, %904, %919, %927
  %952 = load ptr, ptr %224, align 8, !tbaa !16
  %953 = getelementptr inbounds i64, ptr %952, i64 %227
  %954 = load i64, ptr %953, align 8, !tbaa !12
  %955 = getelementptr inbounds i64, ptr %952, i64 %822
  store i64 %954, ptr %955, align 8, !tbaa !12
  br label %1228

956:                                              ; preds = %875
  %957 = icmp sgt i64 %837, 1
  br i1 %957, label %958, label %1228

958:                                              ; preds = %956
  %959 = load ptr, ptr %235, align 8, !tbaa !15
  %960 = getelementptr inbounds i8, ptr %959, i64 %237
  %961 = getelementptr inbounds i8, ptr %960, i64 24
  %962 = load i64, ptr %961, align 8, !tbaa !12
  %963 = mul i64 %223, 360
  %964 = getelementptr i8, ptr %821, i64 %963
  %965 = getelementptr i8, ptr %964, i64 16
  %966 = load i64, ptr %965, align 8, !tbaa !12
  %967 = load i64, ptr %0, align 8, !tbaa !25
  switch i64 %962, label %1214 [
    i64 3, label %968
    i64 8, label %985
    i64 6, label %998
    i64 4, label %1017
    i64 5, label %1035
    i64 9, label %1040
    i64 2, label %1043
  ]

968:                                              ; preds = %958
  %969 = getelementptr inbounds i8, ptr %0, i64 80
  %970 = load i64, ptr %969, align 8, !tbaa !91
  %971 = icmp eq i64 %970, 0
  br i1 %971, label %1119, label %972

972:                                              ; preds = %968
  %973 = getelementptr i8, ptr %964, i64 24
  %974 = load i64, ptr %973, align 8, !tbaa !12
  %975 = getelementptr inbounds i8, ptr %0, i64 312
  %976 = load ptr, ptr %975, align 8, !tbaa !92
  %977 = getelementptr inbounds i8, ptr %0, i64 320
  %978 = load i64, ptr %977, align 8, !tbaa !93
  %979 = add nsw i64 %978, 1
  store i64 %979, ptr %977, align 8, !tbaa !93
  %980 = mul i64 %978, 40
  %981 = getelementptr inbounds i8, ptr %976, i64 %980
  store i64 1, ptr %981, align 8, !tbaa !12
  %982 = getelementptr inbounds i8, ptr %981, i64 8
  store i64 %974, ptr %982, align 8, !tbaa !12
  %983 = getelementptr inbounds i8, ptr %981, i64 16
  store i64 %221, ptr %983, align 8, !tbaa !12
  %984 = getelementptr inbounds i8, ptr %981, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %984, i8 0, i64 16, i1 false)
  br label %1119

985:                                              ; preds = %958
  %986 = load i64, ptr %964, align 8, !tbaa !12
  %987 = getelementptr inbounds i8, ptr %0, i64 312
  %988 = load ptr, ptr %987, align 8, !tbaa !92
  %989 = getelementptr inbounds i8, ptr %0, i64 320
  %990 = load i64, ptr %989, align 8, !tbaa !93
  %991 = add nsw i64 %990, 1
  store i64 %991, ptr %989, align 8, !tbaa !93
  %992 = mul i64 %990, 40
  %993 = getelementptr inbounds i8, ptr %988, i64 %992
  store i64 2, ptr %993, align 8, !tbaa !12
  %994 = getelementptr inbounds i8, ptr %993, i64 8
  store i64 %986, ptr %994, align 8, !tbaa !12
  %995 = getelementptr inbounds i8, ptr %993, i64 16
  store i64 %234, ptr %995, align 8, !tbaa !12
  %996 = getelementptr inbounds i8, ptr %993, i64 24
  store i64 %221, ptr %996, align 8, !tbaa !12
  %997 = getelementptr inbounds i8, ptr %993, i64 32
  store i64 0, ptr %997, align 8, !tbaa !12
  br label %1214

998:                                              ; preds = %958
  %999 = getelementptr inbounds i8, ptr %960, i64 32
  %1000 = load i64, ptr %999, align 8, !tbaa !12
  %1001 = tail call i64 @llvm.smax.i64(i64 %967, i64 %1000)
  %1002 = add nsw i64 %1001, %221
  %1003 = sub nsw i64 %966, %1002
  %1004 = srem i64 %1003, %967
  %1005 = icmp slt i64 %1004, 0
  %1006 = select i1 %1005, i64 %967, i64 0
  %1007 = add i64 %1002, %1004
  %1008 = add i64 %1007, %1006
  %1009 = getelementptr i8, ptr %964, i64 48
  store i64 %1008, ptr %1009, align 8, !tbaa !12
  %1010 = add i64 %967, %221
  %1011 = sub i64 %1008, %1010
  %1012 = getelementptr inbounds i8, ptr %0, i64 304
  %1013 = load ptr, ptr %1012, align 8, !tbaa !84
  %1014 = getelementptr inbounds i8, ptr %1013, i64 48
  %1015 = load i64, ptr %1014, align 8, !tbaa !12
  %1016 = add nsw i64 %1011, %1015
  store i64 %1016, ptr %1014, align 8, !tbaa !12
  br label %1214

1017:                                             ; preds = %958
  %1018 = getelementptr inbounds i8, ptr %960, i64 32
  %1019 = load i64, ptr %1018, align 8, !tbaa !12
  %1020 = add nsw i64 %1019, %221
  %1021 = sub nsw i64 %966, %1020
  %1022 = srem i64 %1021, %967
  %1023 = icmp slt i64 %1022, 0
  %1024 = select i1 %1023, i64 %967, i64 0
  %1025 = add i64 %1022, %1020
  %1026 = add i64 %1025, %1024
  %1027 = getelementptr i8, ptr %964, i64 48
  store i64 %1026, ptr %1027, align 8, !tbaa !12
  %1028 = add i64 %967, %221
  %1029 = sub i64 %1026, %1028
  %1030 = getelementptr inbounds i8, ptr %0, i64 304
  %1031 = load ptr, ptr %1030, align 8, !tbaa !84
  %1032 = getelementptr inbounds i8, ptr %1031, i64 40
  %1033 = load i64, ptr %1032, align 8, !tbaa !12
  %1034 = add nsw i64 %1029, %1033
  store i64 %1034, ptr %1032, align 8, !tbaa !12
  br label %1214

1035:                                             ; preds = %958
  %1036 = getelementptr inbounds i8, ptr %960, i64 32
  %1037 = load i64, ptr %1036, align 8, !tbaa !12
  %1038 = sub nsw i64 0, %1037
  %1039 = getelementptr i8, ptr %964, i64 64
  store i64 %1038, ptr %1039, align 8, !tbaa !12
  br label %1214

1040:                                             ; preds = %958
  %1041 = tail call fastcc i32 @memory(ptr noundef nonnull %0, i64 noundef %223, i64 noundef %234, i64 noundef %221)
  %1042 = icmp slt i32 %1041, 0
  br i1 %1042, label %1253, label %1214

1043:                                             ; preds = %958
  %1044 = getelementptr i8, ptr %964, i64 8
  %1045 = load i64, ptr %1044, align 8, !tbaa !12
  %1046 = getelementptr inbounds i8, ptr %0, i64 288
  %1047 = load ptr, ptr %1046, align 8, !tbaa !94
  %1048 = mul i64 %1045, 528
  %1049 = getelementptr inbounds i8, ptr %1047, i64 %1048
  %1050 = getelementptr i8, ptr %964, i64 48
  store i64 4611686018427387904, ptr %1050, align 8, !tbaa !12
  %1051 = getelementptr i8, ptr %964, i64 72
  store i64 %221, ptr %1051, align 8, !tbaa !12
  %1052 = getelementptr inbounds i8, ptr %1049, i64 8
  %1053 = load i64, ptr %1052, align 8, !tbaa !12
  %1054 = add nsw i64 %1053, 1
  store i64 %1054, ptr %1052, align 8, !tbaa !12
  %1055 = getelementptr i64, ptr %1049, i64 %1053
  %1056 = getelementptr i8, ptr %1055, i64 16
  store i64 %223, ptr %1056, align 8, !tbaa !12
  %1057 = load i64, ptr %1052, align 8, !tbaa !12
  %1058 = icmp eq i64 %1057, 0
  br i1 %1058, label %1214, label %1059

1059:                                             ; preds = %1043
  %1060 = load i64, ptr %1049, align 8, !tbaa !12
  %1061 = icmp slt i64 %1057, %1060
  br i1 %1061, label %1214, label %1062

1062:                                             ; preds = %1059
  %1063 = getelementptr inbounds i8, ptr %1049, i64 16
  %1064 = icmp sgt i64 %1057, 0
  br i1 %1064, label %1065, label %1077

1065:                                             ; preds = %1062
  %1066 = getelementptr inbounds i8, ptr %0, i64 56
  %1067 = getelementptr inbounds i8, ptr %0, i64 304
  %1068 = load ptr, ptr %1067, align 8, !tbaa !84
  %1069 = getelementptr inbounds i8, ptr %1068, i64 32
  %1070 = getelementptr inbounds i8, ptr %0, i64 160
  %1071 = load ptr, ptr %1070, align 8, !tbaa !90
  %1072 = getelementptr inbounds i8, ptr %0, i64 136
  %1073 = load ptr, ptr %1072, align 8, !tbaa !22
  %1074 = getelementptr i8, ptr %1073, i64 -4
  %1075 = getelementptr inbounds i8, ptr %0, i64 280
  %1076 = load ptr, ptr %1075, align 8, !tbaa !30
  br label %1078

1077:                                             ; preds = %1115, %1062
  store i64 0, ptr %1052, align 8, !tbaa !12
  br label %1214

1078:                                             ; preds = %1115, %1065
  %1079 = phi i64 [ 0, %1065 ], [ %1116, %1115 ]
  %1080 = getelementptr inbounds i64, ptr %1063, i64 %1079
  %1081 = load i64, ptr %1080, align 8, !tbaa !12
  %1082 = mul i64 %1081, 360
  %1083 = getelementptr i8, ptr %821, i64 %1082
  %1084 = getelementptr i8, ptr %1083, i64 16
  %1085 = load i64, ptr %1084, align 8, !tbaa !12
  %1086 = load i64, ptr %1066, align 8, !tbaa !95
  %1087 = add nsw i64 %1086, %221
  %1088 = load i64, ptr %0, align 8, !tbaa !25
  %1089 = sub nsw i64 %1085, %1087
  %1090 = srem i64 %1089, %1088
  %1091 = icmp slt i64 %1090, 0
  %1092 = select i1 %1091, i64 %1088, i64 0
  %1093 = add i64 %1090, %1087
  %1094 = add i64 %1093, %1092
  %1095 = getelementptr i8, ptr %1083, i64 72
  %1096 = load i64, ptr %1095, align 8, !tbaa !12
  %1097 = add i64 %1096, %1088
  %1098 = sub i64 %1094, %1097
  %1099 = load i64, ptr %1069, align 8, !tbaa !12
  %1100 = add nsw i64 %1098, %1099
  store i64 %1100, ptr %1069, align 8, !tbaa !12
  %1101 = getelementptr i8, ptr %1083, i64 24
  %1102 = load i64, ptr %1101, align 8, !tbaa !12
  %1103 = getelementptr i32, ptr %1074, i64 %1102
  %1104 = load i32, ptr %1103, align 4, !tbaa !23
  %1105 = sext i32 %1104 to i64
  %1106 = getelementptr inbounds i64, ptr %1071, i64 %1105
  %1107 = load i64, ptr %1106, align 8, !tbaa !12
  %1108 = add nsw i64 %1107, %1098
  store i64 %1108, ptr %1106, align 8, !tbaa !12
  %1109 = getelementptr i8, ptr %1083, i64 56
  store i64 %1094, ptr %1109, align 8, !tbaa !12
  %1110 = getelementptr i8, ptr %1083, i64 48
  store i64 %1094, ptr %1110, align 8, !tbaa !12
  %1111 = getelementptr inbounds i64, ptr %1076, i64 %1085
  %1112 = load i64, ptr %1111, align 8, !tbaa !12
  %1113 = icmp slt i64 %1094, %1112
  br i1 %1113, label %1114, label %1115

1114:                                             ; preds = %1078
  store i64 %1094, ptr %1111, align 8, !tbaa !12
  br label %1115

1115:                                             ; preds = %1114, %1078
  %1116 = add nuw nsw i64 %1079, 1
  %1117 = load i64, ptr %1052, align 8, !tbaa !12
  %1118 = icmp slt i64 %1116, %1117
  br i1 %1118, label %1078, label %1077, !llvm.loop !96

1119:                                             ; preds = %972, %968
  %1120 = getelementptr i8, ptr %964, i64 8
  %1121 = load i64, ptr %1120, align 8, !tbaa !12
  %1122 = getelementptr inbounds i8, ptr %0, i64 288
  %1123 = load ptr, ptr %1122, align 8, !tbaa !94
  %1124 = mul i64 %1121, 528
  %1125 = getelementptr inbounds i8, ptr %1123, i64 %1124
  %1126 = getelementptr i8, ptr %964, i64 48
  store i64 4611686018427387904, ptr %1126, align 8, !tbaa !12
  %1127 = load i64, ptr %1125, align 8, !tbaa !12
  %1128 = add nsw i64 %1127, -1
  store i64 %1128, ptr %1125, align 8, !tbaa !12
  %1129 = getelementptr inbounds i8, ptr %0, i64 344
  %1130 = load i64, ptr %1129, align 8, !tbaa !20
  %1131 = icmp slt i64 %1130, %221
  br i1 %1131, label %1132, label %1134

1132:                                             ; preds = %1119
  store i64 %221, ptr %1129, align 8, !tbaa !20
  %1133 = load i64, ptr %1125, align 8, !tbaa !12
  br label %1134

1134:                                             ; preds = %1132, %1119
  %1135 = phi i64 [ %1133, %1132 ], [ %1128, %1119 ]
  %1136 = icmp eq i64 %1135, 0
  br i1 %1136, label %1200, label %1137

1137:                                             ; preds = %1134
  %1138 = getelementptr inbounds i8, ptr %1125, i64 8
  %1139 = load i64, ptr %1138, align 8, !tbaa !12
  %1140 = icmp eq i64 %1139, 0
  %1141 = icmp slt i64 %1139, %1135
  %1142 = or i1 %1140, %1141
  br i1 %1142, label %1214, label %1143

1143:                                             ; preds = %1137
  %1144 = getelementptr inbounds i8, ptr %1125, i64 16
  %1145 = icmp sgt i64 %1139, 0
  br i1 %1145, label %1146, label %1158

1146:                                             ; preds = %1143
  %1147 = getelementptr inbounds i8, ptr %0, i64 56
  %1148 = getelementptr inbounds i8, ptr %0, i64 304
  %1149 = load ptr, ptr %1148, align 8, !tbaa !84
  %1150 = getelementptr inbounds i8, ptr %1149, i64 32
  %1151 = getelementptr inbounds i8, ptr %0, i64 160
  %1152 = load ptr, ptr %1151, align 8, !tbaa !90
  %1153 = getelementptr inbounds i8, ptr %0, i64 136
  %1154 = load ptr, ptr %1153, align 8, !tbaa !22
  %1155 = getelementptr i8, ptr %1154, i64 -4
  %1156 = getelementptr inbounds i8, ptr %0, i64 280
  %1157 = load ptr, ptr %1156, align 8, !tbaa !30
  br label %1159

1158:                                             ; preds = %1196, %1143
  store i64 0, ptr %1138, align 8, !tbaa !12
  br label %1214

1159:                                             ; preds = %1196, %1146
  %1160 = phi i64 [ 0, %1146 ], [ %1197, %1196 ]
  %1161 = getelementptr inbounds i64, ptr %1144, i64 %1160
  %1162 = load i64, ptr %1161, align 8, !tbaa !12
  %1163 = mul i64 %1162, 360
  %1164 = getelementptr i8, ptr %821, i64 %1163
  %1165 = getelementptr i8, ptr %1164, i64 16
  %1166 = load i64, ptr %1165, align 8, !tbaa !12
  %1167 = load i64, ptr %1147, align 8, !tbaa !95
  %1168 = add nsw i64 %1167, %221
  %1169 = load i64, ptr %0, align 8, !tbaa !25
  %1170 = sub nsw i64 %1166, %1168
  %1171 = srem i64 %1170, %1169
  %1172 = icmp slt i64 %1171, 0
  %1173 = select i1 %1172, i64 %1169, i64 0
  %1174 = add i64 %1171, %1168
  %1175 = add i64 %1174, %1173
  %1176 = getelementptr i8, ptr %1164, i64 72
  %1177 = load i64, ptr %1176, align 8, !tbaa !12
  %1178 = add i64 %1177, %1169
  %1179 = sub i64 %1175, %1178
  %1180 = load i64, ptr %1150, align 8, !tbaa !12
  %1181 = add nsw i64 %1179, %1180
  store i64 %1181, ptr %1150, align 8, !tbaa !12
  %1182 = getelementptr i8, ptr %1164, i64 24
  %1183 = load i64, ptr %1182, align 8, !tbaa !12
  %1184 = getelementptr i32, ptr %1155, i64 %1183
  %1185 = load i32, ptr %1184, align 4, !tbaa !23
  %1186 = sext i32 %1185 to i64
  %1187 = getelementptr inbounds i64, ptr %1152, i64 %1186
  %1188 = load i64, ptr %1187, align 8, !tbaa !12
  %1189 = add nsw i64 %1188, %1179
  store i64 %1189, ptr %1187, align 8, !tbaa !12
  %1190 = getelementptr i8, ptr %1164, i64 56
  store i64 %1175, ptr %1190, align 8, !tbaa !12
  %1191 = getelementptr i8, ptr %1164, i64 48
  store i64 %1175, ptr %1191, align 8, !tbaa !12
  %1192 = getelementptr inbounds i64, ptr %1157, i64 %1166
  %1193 = load i64, ptr %1192, align 8, !tbaa !12
  %1194 = icmp slt i64 %1175, %1193
  br i1 %1194, label %1195, label %1196

1195:                                             ; preds = %1159
  store i64 %1175, ptr %1192, align 8, !tbaa !12
  br label %1196

1196:                                             ; preds = %1195, %1159
  %1197 = add nuw nsw i64 %1160, 1
  %1198 = load i64, ptr %1138, align 8, !tbaa !12
  %1199 = icmp slt i64 %1197, %1198
  br i1 %1199, label %1159, label %1158, !llvm.loop !96

1200:                                             ; preds = %1134
  %1201 = getelementptr inbounds i8, ptr %0, i64 360
  %1202 = load <2 x i64>, ptr %1201, align 8, !tbaa !12
  %1203 = add nsw <2 x i64> %1202, <i64 -1, i64 1>
  store <2 x i64> %1203, ptr %1201, align 8, !tbaa !12
  %1204 = getelementptr inbounds i8, ptr %0, i64 312
  %1205 = load ptr, ptr %1204, align 8, !tbaa !92
  %1206 = getelementptr inbounds i8, ptr %0, i64 320
  %1207 = load i64, ptr %1206, align 8, !tbaa !93
  %1208 = add nsw i64 %1207, 1
  store i64 %1208, ptr %1206, align 8, !tbaa !93
  %1209 = mul i64 %1207, 40
  %1210 = getelementptr inbounds i8, ptr %1205, i64 %1209
  store i64 3, ptr %1210, align 8, !tbaa !12
  %1211 = getelementptr inbounds i8, ptr %1210, i64 8
  store i64 %1121, ptr %1211, align 8, !tbaa !12
  %1212 = getelementptr inbounds i8, ptr %1210, i64 16
  store i64 %221, ptr %1212, align 8, !tbaa !12
  %1213 = getelementptr inbounds i8, ptr %1210, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1213, i8 0, i64 16, i1 false)
  br label %1214

1214:                                             ; preds = %1200, %1158, %1137, %1077, %1059, %1043, %1040, %1035, %1017, %998, %985, %958
  %1215 = load ptr, ptr %224, align 8, !tbaa !16
  %1216 = getelementptr inbounds i64, ptr %1215, i64 %227
  %1217 = load i64, ptr %1216, align 8, !tbaa !12
  %1218 = getelementptr inbounds i64, ptr %1215, i64 %822
  store i64 %1217, ptr %1218, align 8, !tbaa !12
  switch i64 %837, label %1228 [
    i64 3, label %1219
    i64 5, label %1226
  ]

1219:                                             ; preds = %1214
  %1220 = or i64 %676, 1
  %1221 = getelementptr inbounds i8, ptr %0, i64 1048
  %1222 = getelementptr inbounds i8, ptr %0, i64 528
  %1223 = load i64, ptr %1222, align 8, !tbaa !97
  %1224 = add nsw i64 %1223, 1
  store i64 %1224, ptr %1222, align 8, !tbaa !97
  %1225 = getelementptr inbounds [64 x i64], ptr %1221, i64 0, i64 %1223
  store i64 %223, ptr %1225, align 8, !tbaa !12
  br label %1228

1226:                                             ; preds = %1214
  %1227 = or i64 %676, 2
  br label %1228

1228:                                             ; preds = %1214, %874, %854, %956, %1226, %1219, %951, %838, %853
  %1229 = phi i64 [ %834, %853 ], [ %834, %838 ], [ %834, %874 ], [ %834, %854 ], [ %954, %951 ], [ %1217, %1219 ], [ %1217, %1226 ], [ %834, %956 ], [ %1217, %1214 ]
  %1230 = phi i64 [ %676, %853 ], [ %676, %838 ], [ %676, %874 ], [ %676, %854 ], [ %676, %951 ], [ %1220, %1219 ], [ %1227, %1226 ], [ %676, %956 ], [ %676, %1214 ]
  %1231 = load ptr, ptr %224, align 8, !tbaa !16
  %1232 = getelementptr i64, ptr %1231, i64 %226
  %1233 = getelementptr i8, ptr %1232, i64 24
  %1234 = load i64, ptr %1233, align 8, !tbaa !12
  %1235 = add nsw i64 %1234, 1
  store i64 %1235, ptr %1233, align 8, !tbaa !12
  %1236 = getelementptr inbounds i8, ptr %0, i64 136
  %1237 = load ptr, ptr %1236, align 8, !tbaa !22
  %1238 = getelementptr inbounds i32, ptr %1237, i64 %1235
  %1239 = load i32, ptr %1238, align 4, !tbaa !23
  %1240 = sext i32 %1239 to i64
  %1241 = getelementptr inbounds i64, ptr %1231, i64 %232
  store i64 %1240, ptr %1241, align 8, !tbaa !12
  %1242 = icmp eq i64 %674, 0
  br i1 %1242, label %1264, label %1243

1243:                                             ; preds = %1228
  %1244 = or i64 %674, %218
  %1245 = icmp sgt i64 %1244, -1
  br i1 %1245, label %1246, label %1264

1246:                                             ; preds = %1243
  %1247 = getelementptr inbounds i8, ptr %0, i64 128
  %1248 = load ptr, ptr %1247, align 8, !tbaa !98
  %1249 = getelementptr inbounds i8, ptr %1248, i64 %1244
  %1250 = load i8, ptr %1249, align 1, !tbaa !99
  %1251 = icmp eq i8 %1250, 0
  %1252 = select i1 %1251, i64 %1244, i64 -1
  br label %1264

1253:                                             ; preds = %1040, %755, %737, %650, %568, %575, %741, %654
  %1254 = phi i64 [ %676, %741 ], [ %216, %654 ], [ %216, %575 ], [ %216, %568 ], [ %216, %650 ], [ %676, %737 ], [ %676, %755 ], [ %676, %1040 ]
  %1255 = phi i64 [ 1, %741 ], [ 1, %654 ], [ 2, %575 ], [ 2, %568 ], [ 4, %650 ], [ 4, %737 ], [ 5, %755 ], [ 5, %1040 ]
  store i64 1, ptr %8, align 8, !tbaa !50
  %1256 = getelementptr inbounds i8, ptr %0, i64 448
  store i64 %221, ptr %1256, align 8, !tbaa !57
  %1257 = getelementptr inbounds i8, ptr %0, i64 456
  store i64 %2, ptr %1257, align 8, !tbaa !89
  %1258 = getelementptr inbounds i8, ptr %0, i64 464
  store i64 %220, ptr %1258, align 8, !tbaa !51
  %1259 = getelementptr inbounds i8, ptr %0, i64 472
  store i64 %219, ptr %1259, align 8, !tbaa !52
  %1260 = getelementptr inbounds i8, ptr %0, i64 480
  store i64 %218, ptr %1260, align 8, !tbaa !53
  %1261 = getelementptr inbounds i8, ptr %0, i64 488
  store i64 %217, ptr %1261, align 8, !tbaa !54
  %1262 = getelementptr inbounds i8, ptr %0, i64 496
  store i64 %1254, ptr %1262, align 8, !tbaa !55
  %1263 = getelementptr inbounds i8, ptr %0, i64 504
  store i64 %215, ptr %1263, align 8, !tbaa !56
  store i64 %214, ptr %6, align 8, !tbaa !49
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4
  br label %1605

1264:                                             ; preds = %1246, %1243, %1228
  %1265 = phi i64 [ %218, %1228 ], [ %1244, %1243 ], [ %1252, %1246 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4
  br label %1274

1266:                                             ; preds = %243, %678
  %1267 = phi i64 [ %214, %678 ], [ %244, %243 ]
  %1268 = phi i64 [ %694, %678 ], [ %215, %243 ]
  %1269 = phi i64 [ %676, %678 ], [ %216, %243 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4
  br label %1279

1270:                                             ; preds = %817
  %1271 = getelementptr inbounds i64, ptr %819, i64 %227
  %1272 = load i64, ptr %1271, align 8, !tbaa !12
  %1273 = tail call i64 @llvm.smin.i64(i64 %1272, i64 %215)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #4
  br label %1279

1274:                                             ; preds = %1264, %212
  %1275 = phi i64 [ %229, %212 ], [ %1229, %1264 ]
  %1276 = phi i64 [ %216, %212 ], [ %1230, %1264 ]
  %1277 = phi i64 [ %218, %212 ], [ %1265, %1264 ]
  %1278 = tail call i64 @llvm.smin.i64(i64 %1275, i64 %215)
  br label %1279

1279:                                             ; preds = %1270, %1266, %1274
  %1280 = phi i64 [ %214, %1270 ], [ %214, %1274 ], [ %1267, %1266 ]
  %1281 = phi i64 [ %1273, %1270 ], [ %1278, %1274 ], [ %1268, %1266 ]
  %1282 = phi i64 [ %676, %1270 ], [ %1276, %1274 ], [ %1269, %1266 ]
  %1283 = phi i64 [ %218, %1270 ], [ %1277, %1274 ], [ %218, %1266 ]
  %1284 = add nsw i64 %219, 1
  %1285 = getelementptr inbounds i8, ptr %0, i64 248
  %1286 = load ptr, ptr %1285, align 8, !tbaa !26
  br label %194, !llvm.loop !100

1287:                                             ; preds = %194
  %1288 = icmp eq i64 %199, 0
  br i1 %1288, label %1528, label %1289

1289:                                             ; preds = %1287
  %1290 = getelementptr inbounds i8, ptr %0, i64 264
  %1291 = load ptr, ptr %1290, align 8, !tbaa !29
  %1292 = getelementptr inbounds i8, ptr %0, i64 16
  %1293 = load i64, ptr %1292, align 8, !tbaa !28
  %1294 = mul nsw i64 %1293, %203
  %1295 = getelementptr inbounds i64, ptr %1291, i64 %1294
  %1296 = getelementptr inbounds i8, ptr %0, i64 256
  %1297 = load ptr, ptr %1296, align 8, !tbaa !27
  %1298 = getelementptr inbounds i64, ptr %1297, i64 %1294
  %1299 = and i64 %199, 3
  %1300 = icmp eq i64 %1299, 0
  br i1 %1300, label %1419, label %1301

1301:                                             ; preds = %1289
  %1302 = mul i64 %203, 96
  %1303 = getelementptr i8, ptr %195, i64 %1302
  %1304 = load i64, ptr %1303, align 8, !tbaa !12
  %1305 = getelementptr i8, ptr %1303, i64 80
  %1306 = load i64, ptr %1305, align 8, !tbaa !12
  %1307 = sub nsw i64 %204, %1306
  %1308 = mul nsw i64 %1307, %1304
  %1309 = getelementptr i8, ptr %1303, i64 88
  %1310 = load i64, ptr %1309, align 8, !tbaa !12
  %1311 = add nsw i64 %1308, %1310
  store i64 %1311, ptr %1309, align 8, !tbaa !12
  store i64 %204, ptr %1305, align 8, !tbaa !12
  %1312 = getelementptr inbounds i8, ptr %0, i64 528
  %1313 = load i64, ptr %1312, align 8, !tbaa !97
  %1314 = icmp sgt i64 %1313, 0
  br i1 %1314, label %1315, label %1321

1315:                                             ; preds = %1301
  %1316 = getelementptr inbounds i8, ptr %0, i64 1048
  %1317 = getelementptr inbounds i64, ptr %195, i64 %205
  %1318 = getelementptr inbounds i8, ptr %0, i64 216
  %1319 = load ptr, ptr %1318, align 8, !tbaa !16
  %1320 = getelementptr i8, ptr %1319, i64 136
  br label %1325

1321:                                             ; preds = %1368, %1301
  store i64 0, ptr %1312, align 8, !tbaa !97
  %1322 = getelementptr inbounds i64, ptr %195, i64 %205
  %1323 = load i64, ptr %1322, align 8, !tbaa !12
  %1324 = icmp eq i64 %1323, 0
  br i1 %1324, label %1376, label %1378

1325:                                             ; preds = %1368, %1315
  %1326 = phi i64 [ 0, %1315 ], [ %1373, %1368 ]
  %1327 = getelementptr inbounds [64 x i64], ptr %1316, i64 0, i64 %1326
  %1328 = load i64, ptr %1327, align 8, !tbaa !12
  br label %1329

1329:                                             ; preds = %1329, %1325
  %1330 = phi i64 [ 0, %1325 ], [ %1334, %1329 ]
  %1331 = getelementptr inbounds i64, ptr %1298, i64 %1330
  %1332 = load i64, ptr %1331, align 8, !tbaa !12
  %1333 = icmp eq i64 %1332, %1328
  %1334 = add nuw nsw i64 %1330, 1
  br i1 %1333, label %1335, label %1329, !llvm.loop !101

1335:                                             ; preds = %1329
  %1336 = load i64, ptr %1317, align 8, !tbaa !12
  %1337 = icmp slt i64 %1334, %1336
  br i1 %1337, label %1338, label %1347

1338:                                             ; preds = %1335, %1338
  %1339 = phi i64 [ %1344, %1338 ], [ %1334, %1335 ]
  %1340 = phi i64 [ %1339, %1338 ], [ %1330, %1335 ]
  %1341 = getelementptr inbounds i64, ptr %1298, i64 %1339
  %1342 = load i64, ptr %1341, align 8, !tbaa !12
  %1343 = getelementptr inbounds i64, ptr %1298, i64 %1340
  store i64 %1342, ptr %1343, align 8, !tbaa !12
  %1344 = add nuw nsw i64 %1339, 1
  %1345 = load i64, ptr %1317, align 8, !tbaa !12
  %1346 = icmp slt i64 %1344, %1345
  br i1 %1346, label %1338, label %1347, !llvm.loop !102

1347:                                             ; preds = %1338, %1335
  %1348 = phi i64 [ %1336, %1335 ], [ %1345, %1338 ]
  %1349 = add nsw i64 %1348, -1
  store i64 %1349, ptr %1317, align 8, !tbaa !12
  br label %1350

1350:                                             ; preds = %1350, %1347
  %1351 = phi i64 [ 0, %1347 ], [ %1355, %1350 ]
  %1352 = getelementptr inbounds i64, ptr %1295, i64 %1351
  %1353 = load i64, ptr %1352, align 8, !tbaa !12
  %1354 = icmp eq i64 %1353, %1328
  %1355 = add nuw nsw i64 %1351, 1
  br i1 %1354, label %1356, label %1350, !llvm.loop !101

1356:                                             ; preds = %1350
  %1357 = load i64, ptr %207, align 8, !tbaa !12
  %1358 = icmp slt i64 %1355, %1357
  br i1 %1358, label %1359, label %1368

1359:                                             ; preds = %1356, %1359
  %1360 = phi i64 [ %1365, %1359 ], [ %1355, %1356 ]
  %1361 = phi i64 [ %1360, %1359 ], [ %1351, %1356 ]
  %1362 = getelementptr inbounds i64, ptr %1295, i64 %1360
  %1363 = load i64, ptr %1362, align 8, !tbaa !12
  %1364 = getelementptr inbounds i64, ptr %1295, i64 %1361
  store i64 %1363, ptr %1364, align 8, !tbaa !12
  %1365 = add nuw nsw i64 %1360, 1
  %1366 = load i64, ptr %207, align 8, !tbaa !12
  %1367 = icmp slt i64 %1365, %1366
  br i1 %1367, label %1359, label %1368, !llvm.loop !102

1368:                                             ; preds = %1359, %1356
  %1369 = phi i64 [ %1357, %1356 ], [ %1366, %1359 ]
  %1370 = add nsw i64 %1369, -1
  store i64 %1370, ptr %207, align 8, !tbaa !12
  %1371 = mul i64 %1328, 360
  %1372 = getelementptr i8, ptr %1320, i64 %1371
  store i64 0, ptr %1372, align 8, !tbaa !12
  %1373 = add nuw nsw i64 %1326, 1
  %1374 = load i64, ptr %1312, align 8, !tbaa !97
  %1375 = icmp slt i64 %1373, %1374
  br i1 %1375, label %1325, label %1321, !llvm.loop !103

1376:                                             ; preds = %1321
  %1377 = getelementptr i8, ptr %1322, i64 32
  store i64 %204, ptr %1377, align 8, !tbaa !12
  br label %1378

1378:                                             ; preds = %1376, %1321
  %1379 = and i64 %199, 2
  %1380 = icmp eq i64 %1379, 0
  br i1 %1380, label %1419, label %1381

1381:                                             ; preds = %1378
  %1382 = load i64, ptr %207, align 8, !tbaa !12
  %1383 = icmp sgt i64 %1382, 1
  br i1 %1383, label %1384, label %1419

1384:                                             ; preds = %1381
  %1385 = getelementptr inbounds i8, ptr %0, i64 216
  %1386 = load ptr, ptr %1385, align 8, !tbaa !16
  br label %1387

1387:                                             ; preds = %1414, %1384
  %1388 = phi i64 [ 1, %1384 ], [ %1417, %1414 ]
  %1389 = getelementptr inbounds i64, ptr %1295, i64 %1388
  %1390 = load i64, ptr %1389, align 8, !tbaa !12
  %1391 = mul i64 %1390, 360
  %1392 = getelementptr i8, ptr %1386, i64 %1391
  %1393 = getelementptr i8, ptr %1392, i64 64
  br label %1394

1394:                                             ; preds = %1411, %1387
  %1395 = phi i64 [ %1388, %1387 ], [ %1412, %1411 ]
  %1396 = getelementptr i64, ptr %1295, i64 %1395
  %1397 = getelementptr i8, ptr %1396, i64 -8
  %1398 = load i64, ptr %1397, align 8, !tbaa !12
  %1399 = load i64, ptr %1393, align 8, !tbaa !12
  %1400 = mul i64 %1398, 360
  %1401 = getelementptr i8, ptr %1386, i64 %1400
  %1402 = getelementptr i8, ptr %1401, i64 64
  %1403 = load i64, ptr %1402, align 8, !tbaa !12
  %1404 = icmp slt i64 %1399, %1403
  br i1 %1404, label %1411, label %1405

1405:                                             ; preds = %1394
  %1406 = icmp eq i64 %1399, %1403
  br i1 %1406, label %1407, label %1414

1407:                                             ; preds = %1405
  %1408 = load i64, ptr %1392, align 8, !tbaa !12
  %1409 = load i64, ptr %1401, align 8, !tbaa !12
  %1410 = icmp slt i64 %1408, %1409
  br i1 %1410, label %1411, label %1414

1411:                                             ; preds = %1407, %1394
  store i64 %1398, ptr %1396, align 8, !tbaa !12
  %1412 = add nsw i64 %1395, -1
  %1413 = icmp sgt i64 %1395, 1
  br i1 %1413, label %1394, label %1414, !llvm.loop !104

1414:                                             ; preds = %1411, %1407, %1405
  %1415 = phi i64 [ %1395, %1405 ], [ 0, %1411 ], [ %1395, %1407 ]
  %1416 = getelementptr inbounds i64, ptr %1295, i64 %1415
  store i64 %1390, ptr %1416, align 8, !tbaa !12
  %1417 = add nuw nsw i64 %1388, 1
  %1418 = icmp eq i64 %1417, %1382
  br i1 %1418, label %1419, label %1387, !llvm.loop !105

1419:                                             ; preds = %1414, %1381, %1378, %1289
  %1420 = and i64 %199, 4
  %1421 = icmp eq i64 %1420, 0
  br i1 %1421, label %1528, label %1422

1422:                                             ; preds = %1419
  %1423 = getelementptr inbounds i8, ptr %0, i64 272
  %1424 = load ptr, ptr %1423, align 8, !tbaa !59
  %1425 = load i64, ptr %1292, align 8, !tbaa !28
  %1426 = mul nsw i64 %1425, %203
  %1427 = getelementptr inbounds i64, ptr %1424, i64 %1426
  %1428 = getelementptr inbounds i8, ptr %0, i64 520
  %1429 = load i64, ptr %1428, align 8, !tbaa !83
  %1430 = icmp sgt i64 %1429, 0
  br i1 %1430, label %1431, label %1438

1431:                                             ; preds = %1422
  %1432 = getelementptr inbounds i8, ptr %0, i64 536
  %1433 = or disjoint i64 %205, 2
  %1434 = getelementptr inbounds i64, ptr %195, i64 %1433
  %1435 = getelementptr inbounds i8, ptr %0, i64 216
  %1436 = getelementptr i8, ptr %1427, i64 -8
  %1437 = load i64, ptr %1434, align 8, !tbaa !12
  br label %1448

1438:                                             ; preds = %1515, %1422
  %1439 = getelementptr inbounds i8, ptr %0, i64 216
  %1440 = load ptr, ptr %1439, align 8, !tbaa !16
  %1441 = load i64, ptr %1427, align 8, !tbaa !12
  %1442 = mul i64 %1441, 360
  %1443 = getelementptr i8, ptr %1440, i64 %1442
  %1444 = getelementptr i8, ptr %1443, i64 48
  %1445 = load i64, ptr %1444, align 8, !tbaa !12
  %1446 = or disjoint i64 %205, 3
  %1447 = getelementptr inbounds i64, ptr %195, i64 %1446
  store i64 %1445, ptr %1447, align 8, !tbaa !12
  store i64 0, ptr %1428, align 8, !tbaa !83
  br label %1528

1448:                                             ; preds = %1515, %1431
  %1449 = phi i64 [ %1437, %1431 ], [ %1517, %1515 ]
  %1450 = phi i64 [ 0, %1431 ], [ %1518, %1515 ]
  %1451 = getelementptr inbounds [64 x i64], ptr %1432, i64 0, i64 %1450
  %1452 = load i64, ptr %1451, align 8, !tbaa !12
  br label %1453

1453:                                             ; preds = %1453, %1448
  %1454 = phi i64 [ 0, %1448 ], [ %1458, %1453 ]
  %1455 = getelementptr inbounds i64, ptr %1295, i64 %1454
  %1456 = load i64, ptr %1455, align 8, !tbaa !12
  %1457 = icmp eq i64 %1456, %1452
  %1458 = add nuw nsw i64 %1454, 1
  br i1 %1457, label %1459, label %1453, !llvm.loop !101

1459:                                             ; preds = %1453
  %1460 = load i64, ptr %207, align 8, !tbaa !12
  %1461 = icmp slt i64 %1458, %1460
  br i1 %1461, label %1462, label %1471

1462:                                             ; preds = %1459, %1462
  %1463 = phi i64 [ %1468, %1462 ], [ %1458, %1459 ]
  %1464 = phi i64 [ %1463, %1462 ], [ %1454, %1459 ]
  %1465 = getelementptr inbounds i64, ptr %1295, i64 %1463
  %1466 = load i64, ptr %1465, align 8, !tbaa !12
  %1467 = getelementptr inbounds i64, ptr %1295, i64 %1464
  store i64 %1466, ptr %1467, align 8, !tbaa !12
  %1468 = add nuw nsw i64 %1463, 1
  %1469 = load i64, ptr %207, align 8, !tbaa !12
  %1470 = icmp slt i64 %1468, %1469
  br i1 %1470, label %1462, label %1471, !llvm.loop !102

1471:                                             ; preds = %1462, %1459
  %1472 = phi i64 [ %1460, %1459 ], [ %1469, %1462 ]
  %1473 = add nsw i64 %1472, -1
  store i64 %1473, ptr %207, align 8, !tbaa !12
  %1474 = icmp sgt i64 %1449, 0
  br i1 %1474, label %1475, label %1493

1475:                                             ; preds = %1471
  %1476 = load ptr, ptr %1435, align 8, !tbaa !16
  %1477 = mul i64 %1452, 360
  %1478 = getelementptr i8, ptr %1476, i64 %1477
  %1479 = getelementptr i8, ptr %1478, i64 48
  %1480 = load i64, ptr %1479, align 8, !tbaa !12
  %1481 = getelementptr i8, ptr %1476, i64 48
  br label %1482

1482:                                             ; preds = %1490, %1475
  %1483 = phi i64 [ %1449, %1475 ], [ %1491, %1490 ]
  %1484 = getelementptr i64, ptr %1436, i64 %1483
  %1485 = load i64, ptr %1484, align 8, !tbaa !12
  %1486 = mul i64 %1485, 360
  %1487 = getelementptr i8, ptr %1481, i64 %1486
  %1488 = load i64, ptr %1487, align 8, !tbaa !12
  %1489 = icmp slt i64 %1480, %1488
  br i1 %1489, label %1490, label %1493

1490:                                             ; preds = %1482
  %1491 = add nsw i64 %1483, -1
  %1492 = icmp sgt i64 %1483, 1
  br i1 %1492, label %1482, label %1493, !llvm.loop !106

1493:                                             ; preds = %1490, %1482, %1471
  %1494 = phi i64 [ %1449, %1471 ], [ %1483, %1482 ], [ 0, %1490 ]
  %1495 = icmp sgt i64 %1449, %1494
  br i1 %1495, label %1496, label %1515

1496:                                             ; preds = %1493
  %1497 = sub i64 %1449, %1494
  %1498 = icmp ult i64 %1497, 2
  br i1 %1498, label %1499, label %1501

1499:                                             ; preds = %1513, %1496
  %1500 = phi i64 [ %1449, %1496 ], [ %1503, %1513 ]
  br label %1521

1501:                                             ; preds = %1496
  %1502 = and i64 %1497, -2
  %1503 = sub i64 %1449, %1502
  br label %1504

1504:                                             ; preds = %1504, %1501
  %1505 = phi i64 [ 0, %1501 ], [ %1511, %1504 ]
  %1506 = sub i64 %1449, %1505
  %1507 = getelementptr i64, ptr %1427, i64 %1506
  %1508 = getelementptr i8, ptr %1507, i64 -16
  %1509 = load <2 x i64>, ptr %1508, align 8, !tbaa !12
  %1510 = getelementptr i8, ptr %1507, i64 -8
  store <2 x i64> %1509, ptr %1510, align 8, !tbaa !12
  %1511 = add nuw i64 %1505, 2
  %1512 = icmp eq i64 %1511, %1502
  br i1 %1512, label %1513, label %1504, !llvm.loop !107

1513:                                             ; preds = %1504
  %1514 = icmp eq i64 %1497, %1502
  br i1 %1514, label %1515, label %1499

1515:                                             ; preds = %1521, %1513, %1493
  %1516 = getelementptr inbounds i64, ptr %1427, i64 %1494
  store i64 %1452, ptr %1516, align 8, !tbaa !12
  %1517 = add i64 %1449, 1
  store i64 %1517, ptr %1434, align 8, !tbaa !12
  %1518 = add nuw nsw i64 %1450, 1
  %1519 = load i64, ptr %1428, align 8, !tbaa !83
  %1520 = icmp slt i64 %1518, %1519
  br i1 %1520, label %1448, label %1438, !llvm.loop !108

1521:                                             ; preds = %1499, %1521
  %1522 = phi i64 [ %1526, %1521 ], [ %1500, %1499 ]
  %1523 = getelementptr i64, ptr %1427, i64 %1522
  %1524 = getelementptr i8, ptr %1523, i64 -8
  %1525 = load i64, ptr %1524, align 8, !tbaa !12
  store i64 %1525, ptr %1523, align 8, !tbaa !12
  %1526 = add nsw i64 %1522, -1
  %1527 = icmp sgt i64 %1526, %1494
  br i1 %1527, label %1521, label %1515, !llvm.loop !109

1528:                                             ; preds = %1438, %1419, %1287
  %1529 = icmp eq i64 %197, %200
  %1530 = add nsw i64 %204, %5
  %1531 = tail call i64 @llvm.smin.i64(i64 %1530, i64 %198)
  %1532 = select i1 %1529, i64 %198, i64 %1531
  %1533 = getelementptr inbounds i8, ptr %0, i64 280
  %1534 = load ptr, ptr %1533, align 8, !tbaa !30
  %1535 = getelementptr inbounds i64, ptr %1534, i64 %203
  %1536 = load i64, ptr %1535, align 8, !tbaa !12
  %1537 = icmp slt i64 %1532, %1536
  br i1 %1537, label %1538, label %1539

1538:                                             ; preds = %1528
  store i64 %1532, ptr %1535, align 8, !tbaa !12
  br label %1539

1539:                                             ; preds = %1538, %1528
  %1540 = add nsw i64 %204, 1
  %1541 = add nsw i64 %203, 1
  %1542 = srem i64 %1541, %5
  %1543 = getelementptr inbounds i64, ptr %1534, i64 %1542
  %1544 = load i64, ptr %1543, align 8, !tbaa !12
  %1545 = icmp eq i64 %1544, %1540
  br i1 %1545, label %1580, label %1546

1546:                                             ; preds = %1539
  %1547 = load i64, ptr %1534, align 8, !tbaa !12
  %1548 = icmp sgt i64 %5, 1
  br i1 %1548, label %1549, label %1580

1549:                                             ; preds = %1546
  %1550 = add nsw i64 %5, -1
  %1551 = icmp eq i64 %5, 2
  br i1 %1551, label %1569, label %1552

1552:                                             ; preds = %1549
  %1553 = and i64 %1550, -2
  %1554 = or i64 %1550, 1
  %1555 = insertelement <2 x i64> poison, i64 %1547, i64 0
  %1556 = shufflevector <2 x i64> %1555, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %1557

1557:                                             ; preds = %1557, %1552
  %1558 = phi i64 [ 0, %1552 ], [ %1564, %1557 ]
  %1559 = phi <2 x i64> [ %1556, %1552 ], [ %1563, %1557 ]
  %1560 = or disjoint i64 %1558, 1
  %1561 = getelementptr inbounds i64, ptr %1534, i64 %1560
  %1562 = load <2 x i64>, ptr %1561, align 8, !tbaa !12
  %1563 = tail call <2 x i64> @llvm.smin.v2i64(<2 x i64> %1562, <2 x i64> %1559)
  %1564 = add nuw i64 %1558, 2
  %1565 = icmp eq i64 %1564, %1553
  br i1 %1565, label %1566, label %1557, !llvm.loop !110

1566:                                             ; preds = %1557
  %1567 = tail call i64 @llvm.vector.reduce.smin.v2i64(<2 x i64> %1563)
  %1568 = icmp eq i64 %1550, %1553
  br i1 %1568, label %1580, label %1569

1569:                                             ; preds = %1566, %1549
  %1570 = phi i64 [ 1, %1549 ], [ %1554, %1566 ]
  %1571 = phi i64 [ %1547, %1549 ], [ %1567, %1566 ]
  br label %1572

1572:                                             ; preds = %1569, %1572
  %1573 = phi i64 [ %1578, %1572 ], [ %1570, %1569 ]
  %1574 = phi i64 [ %1577, %1572 ], [ %1571, %1569 ]
  %1575 = getelementptr inbounds i64, ptr %1534, i64 %1573
  %1576 = load i64, ptr %1575, align 8, !tbaa !12
  %1577 = tail call i64 @llvm.smin.i64(i64 %1576, i64 %1574)
  %1578 = add nuw nsw i64 %1573, 1
  %1579 = icmp eq i64 %1578, %5
  br i1 %1579, label %1580, label %1572, !llvm.loop !111

1580:                                             ; preds = %1572, %1566, %1546, %1539
  %1581 = phi i64 [ %1540, %1539 ], [ %1547, %1546 ], [ %1567, %1566 ], [ %1577, %1572 ]
  %1582 = getelementptr inbounds i8, ptr %0, i64 368
  %1583 = load i64, ptr %1582, align 8, !tbaa !112
  %1584 = icmp eq i64 %1583, 0
  %1585 = icmp slt i64 %204, %1581
  %1586 = icmp slt i64 %1581, %2
  %1587 = and i1 %1585, %1586
  %1588 = select i1 %1584, i1 %1587, i1 false
  br i1 %1588, label %1598, label %1589

1589:                                             ; preds = %1580
  %1590 = getelementptr inbounds i8, ptr %0, i64 352
  store i64 %204, ptr %1590, align 8, !tbaa !113
  %1591 = mul nsw i64 %197, %5
  %1592 = getelementptr inbounds i8, ptr %0, i64 304
  %1593 = load ptr, ptr %1592, align 8, !tbaa !84
  %1594 = getelementptr inbounds i8, ptr %1593, i64 80
  %1595 = load i64, ptr %1594, align 8, !tbaa !12
  %1596 = add nsw i64 %1595, %1591
  store i64 %1596, ptr %1594, align 8, !tbaa !12
  store i64 0, ptr %6, align 8, !tbaa !49
  %1597 = getelementptr inbounds i8, ptr %0, i64 504
  store i64 %1581, ptr %1597, align 8, !tbaa !56
  br label %1605

1598:                                             ; preds = %1580
  %1599 = getelementptr inbounds i8, ptr %0, i64 320
  %1600 = load i64, ptr %1599, align 8, !tbaa !93
  %1601 = icmp sgt i64 %1600, 4032
  br i1 %1601, label %1602, label %39, !llvm.loop !114

1602:                                             ; preds = %1598
  store i64 2, ptr %8, align 8, !tbaa !50
  %1603 = getelementptr inbounds i8, ptr %0, i64 448
  store i64 %1581, ptr %1603, align 8, !tbaa !57
  %1604 = getelementptr inbounds i8, ptr %0, i64 456
  store i64 %2, ptr %1604, align 8, !tbaa !89
  store i64 %197, ptr %6, align 8, !tbaa !49
  br label %1605

1605:                                             ; preds = %808, %1253, %1589, %1602
  %1606 = phi i64 [ 0, %1589 ], [ 3, %1602 ], [ %1255, %1253 ], [ 5, %808 ]
  ret i64 %1606
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @waitcnt(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4, ptr nocapture noundef writeonly %5) unnamed_addr #0 {
  %7 = icmp sgt i64 %3, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %0, i64 224
  %10 = load ptr, ptr %9, align 8, !tbaa !17
  %11 = mul nsw i64 %1, 3
  %12 = getelementptr inbounds i8, ptr %0, i64 216
  %13 = load ptr, ptr %12, align 8, !tbaa !16
  %14 = mul i64 %1, 360
  %15 = getelementptr i8, ptr %13, i64 %14
  %16 = getelementptr i8, ptr %15, i64 144
  br label %19

17:                                               ; preds = %128, %6
  %18 = phi i64 [ %4, %6 ], [ %129, %128 ]
  ret i64 %18

19:                                               ; preds = %8, %128
  %20 = phi i64 [ %4, %8 ], [ %129, %128 ]
  %21 = phi i64 [ 0, %8 ], [ %130, %128 ]
  %22 = shl nuw nsw i64 %21, 1
  %23 = getelementptr inbounds i64, ptr %2, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !12
  %25 = or disjoint i64 %22, 1
  %26 = getelementptr inbounds i64, ptr %2, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !12
  %28 = add nsw i64 %24, %11
  %29 = shl nsw i64 %28, 11
  %30 = getelementptr inbounds i8, ptr %10, i64 %29
  %31 = getelementptr i64, ptr %16, i64 %24
  %32 = load i64, ptr %31, align 8, !tbaa !12
  %33 = icmp sgt i64 %32, %27
  br i1 %33, label %34, label %128

34:                                               ; preds = %19
  %35 = icmp eq i64 %27, 0
  br i1 %35, label %38, label %36

36:                                               ; preds = %34
  %37 = icmp sgt i64 %32, 0
  br i1 %37, label %85, label %82

38:                                               ; preds = %34
  %39 = load i64, ptr %30, align 8, !tbaa !12
  %40 = icmp sgt i64 %32, 1
  br i1 %40, label %41, label %64

41:                                               ; preds = %38
  %42 = add nsw i64 %32, -1
  %43 = icmp eq i64 %32, 2
  br i1 %43, label %44, label %47

44:                                               ; preds = %61, %41
  %45 = phi i64 [ 1, %41 ], [ %49, %61 ]
  %46 = phi i64 [ %39, %41 ], [ %62, %61 ]
  br label %67

47:                                               ; preds = %41
  %48 = and i64 %42, -2
  %49 = or i64 %42, 1
  %50 = insertelement <2 x i64> poison, i64 %39, i64 0
  %51 = shufflevector <2 x i64> %50, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %52

52:                                               ; preds = %52, %47
  %53 = phi i64 [ 0, %47 ], [ %59, %52 ]
  %54 = phi <2 x i64> [ %51, %47 ], [ %58, %52 ]
  %55 = or disjoint i64 %53, 1
  %56 = getelementptr inbounds i64, ptr %30, i64 %55
  %57 = load <2 x i64>, ptr %56, align 8, !tbaa !12
  %58 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %57, <2 x i64> %54)
  %59 = add nuw i64 %53, 2
  %60 = icmp eq i64 %59, %48
  br i1 %60, label %61, label %52, !llvm.loop !115

61:                                               ; preds = %52
  %62 = tail call i64 @llvm.vector.reduce.smax.v2i64(<2 x i64> %58)
  %63 = icmp eq i64 %42, %48
  br i1 %63, label %64, label %44

64:                                               ; preds = %67, %61, %38
  %65 = phi i64 [ %39, %38 ], [ %62, %61 ], [ %72, %67 ]
  %66 = icmp sgt i64 %65, %4
  br i1 %66, label %76, label %75

67:                                               ; preds = %44, %67
  %68 = phi i64 [ %73, %67 ], [ %45, %44 ]
  %69 = phi i64 [ %72, %67 ], [ %46, %44 ]
  %70 = getelementptr inbounds i64, ptr %30, i64 %68
  %71 = load i64, ptr %70, align 8, !tbaa !12
  %72 = tail call i64 @llvm.smax.i64(i64 %71, i64 %69)
  %73 = add nuw nsw i64 %68, 1
  %74 = icmp eq i64 %73, %32
  br i1 %74, label %64, label %67, !llvm.loop !116

75:                                               ; preds = %64
  store i64 0, ptr %31, align 8, !tbaa !12
  br label %128

76:                                               ; preds = %64
  %77 = icmp sgt i64 %65, %20
  br i1 %77, label %78, label %128

78:                                               ; preds = %76
  store i64 %24, ptr %5, align 8, !tbaa !12
  br label %128

79:                                               ; preds = %96
  store i64 %98, ptr %31, align 8, !tbaa !12
  %80 = sub nsw i64 %98, %27
  %81 = icmp sgt i64 %80, 0
  br i1 %81, label %101, label %128

82:                                               ; preds = %36
  store i64 0, ptr %31, align 8, !tbaa !12
  %83 = sub nsw i64 0, %27
  %84 = icmp slt i64 %27, 0
  br i1 %84, label %121, label %128

85:                                               ; preds = %36, %96
  %86 = phi i64 [ %97, %96 ], [ %32, %36 ]
  %87 = phi i64 [ %99, %96 ], [ 0, %36 ]
  %88 = phi i64 [ %98, %96 ], [ 0, %36 ]
  %89 = getelementptr inbounds i64, ptr %30, i64 %87
  %90 = load i64, ptr %89, align 8, !tbaa !12
  %91 = icmp sgt i64 %90, %4
  br i1 %91, label %92, label %96

92:                                               ; preds = %85
  %93 = add nsw i64 %88, 1
  %94 = getelementptr inbounds i64, ptr %30, i64 %88
  store i64 %90, ptr %94, align 8, !tbaa !12
  %95 = load i64, ptr %31, align 8, !tbaa !12
  br label %96

96:                                               ; preds = %85, %92
  %97 = phi i64 [ %95, %92 ], [ %86, %85 ]
  %98 = phi i64 [ %93, %92 ], [ %88, %85 ]
  %99 = add nuw nsw i64 %87, 1
  %100 = icmp slt i64 %99, %97
  br i1 %100, label %85, label %79, !llvm.loop !117

101:                                              ; preds = %79
  %102 = icmp sgt i64 %98, 1
  br i1 %102, label %103, label %121

103:                                              ; preds = %101, %116
  %104 = phi i64 [ %119, %116 ], [ 1, %101 ]
  %105 = getelementptr inbounds i64, ptr %30, i64 %104
  %106 = load i64, ptr %105, align 8, !tbaa !12
  br label %107

107:                                              ; preds = %113, %103
  %108 = phi i64 [ %104, %103 ], [ %114, %113 ]
  %109 = getelementptr i64, ptr %30, i64 %108
  %110 = getelementptr i8, ptr %109, i64 -8
  %111 = load i64, ptr %110, align 8, !tbaa !12
  %112 = icmp slt i64 %106, %111
  br i1 %112, label %113, label %116

113:                                              ; preds = %107
  store i64 %111, ptr %109, align 8, !tbaa !12
  %114 = add nsw i64 %108, -1
  %115 = icmp sgt i64 %108, 1
  br i1 %115, label %107, label %116, !llvm.loop !118

116:                                              ; preds = %113, %107
  %117 = phi i64 [ 0, %113 ], [ %108, %107 ]
  %118 = getelementptr inbounds i64, ptr %30, i64 %117
  store i64 %106, ptr %118, align 8, !tbaa !12
  %119 = add nuw nsw i64 %104, 1
  %120 = icmp eq i64 %119, %98
  br i1 %120, label %121, label %103, !llvm.loop !119

121:                                              ; preds = %116, %82, %101
  %122 = phi i64 [ %80, %101 ], [ %83, %82 ], [ %80, %116 ]
  %123 = getelementptr i64, ptr %30, i64 %122
  %124 = getelementptr i8, ptr %123, i64 -8
  %125 = load i64, ptr %124, align 8, !tbaa !12
  %126 = icmp sgt i64 %125, %20
  br i1 %126, label %127, label %128

127:                                              ; preds = %121
  store i64 %24, ptr %5, align 8, !tbaa !12
  br label %128

128:                                              ; preds = %82, %79, %127, %121, %75, %78, %76, %19
  %129 = phi i64 [ %20, %19 ], [ %20, %75 ], [ %65, %78 ], [ %20, %76 ], [ %125, %127 ], [ %20, %121 ], [ %20, %79 ], [ %20, %82 ]
  %130 = add nuw nsw i64 %21, 1
  %131 = icmp eq i64 %130, %3
  br i1 %131, label %17, label %19, !llvm.loop !120
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @memory(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #0 {
  %5 = alloca i64, align 8
  %6 = alloca [2 x i64], align 16
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = mul i64 %2, 304
  %10 = getelementptr inbounds i8, ptr %8, i64 %9
  %11 = getelementptr inbounds i8, ptr %10, i64 120
  %12 = load i64, ptr %11, align 8, !tbaa !12
  %13 = icmp sgt i64 %12, 0
  br i1 %13, label %14, label %64

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %10, i64 128
  %16 = getelementptr inbounds i8, ptr %0, i64 216
  %17 = mul nsw i64 %1, 45
  %18 = getelementptr inbounds i8, ptr %6, i64 8
  br label %19

19:                                               ; preds = %14, %60
  %20 = phi i64 [ %12, %14 ], [ %61, %60 ]
  %21 = phi i64 [ 0, %14 ], [ %62, %60 ]
  %22 = mul i64 %21, 40
  %23 = getelementptr inbounds i8, ptr %15, i64 %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #4
  store i64 0, ptr %5, align 8, !tbaa !12
  %24 = load ptr, ptr %16, align 8, !tbaa !16
  %25 = load i64, ptr %23, align 8, !tbaa !12
  %26 = getelementptr i64, ptr %24, i64 %17
  %27 = getelementptr i64, ptr %26, i64 %25
  %28 = getelementptr i8, ptr %27, i64 144
  %29 = load i64, ptr %28, align 8, !tbaa !12
  %30 = getelementptr inbounds i8, ptr %23, i64 32
  %31 = load i64, ptr %30, align 8, !tbaa !12
  %32 = icmp sgt i64 %29, %31
  br i1 %32, label %33, label %60

33:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #4
  store i64 %25, ptr %6, align 16, !tbaa !12
  store i64 %31, ptr %18, align 8, !tbaa !12
  %34 = call fastcc i64 @waitcnt(ptr noundef nonnull %0, i64 noundef %1, ptr noundef nonnull %6, i64 noundef 1, i64 noundef %3, ptr noundef nonnull %5)
  %35 = icmp sgt i64 %34, %3
  br i1 %35, label %36, label %58

36:                                               ; preds = %33
  %37 = load ptr, ptr %16, align 8, !tbaa !16
  %38 = getelementptr i64, ptr %37, i64 %17
  %39 = getelementptr i8, ptr %38, i64 16
  %40 = load i64, ptr %39, align 8, !tbaa !12
  %41 = load i64, ptr %0, align 8, !tbaa !25
  %42 = sub nsw i64 %40, %34
  %43 = srem i64 %42, %41
  %44 = icmp slt i64 %43, 0
  %45 = select i1 %44, i64 %41, i64 0
  %46 = add i64 %43, %34
  %47 = add i64 %46, %45
  %48 = load i64, ptr %5, align 8, !tbaa !12
  %49 = sub i64 %47, %3
  %50 = getelementptr inbounds i8, ptr %0, i64 304
  %51 = load ptr, ptr %50, align 8, !tbaa !84
  %52 = getelementptr inbounds i64, ptr %51, i64 %48
  %53 = load i64, ptr %52, align 8, !tbaa !12
  %54 = add nsw i64 %49, %53
  store i64 %54, ptr %52, align 8, !tbaa !12
  %55 = mul i64 %1, 360
  %56 = getelementptr i8, ptr %37, i64 %55
  %57 = getelementptr i8, ptr %56, i64 48
  store i64 %47, ptr %57, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #4
  br label %305

58:                                               ; preds = %33
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #4
  %59 = load i64, ptr %11, align 8, !tbaa !12
  br label %60

60:                                               ; preds = %58, %19
  %61 = phi i64 [ %59, %58 ], [ %20, %19 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #4
  %62 = add nuw nsw i64 %21, 1
  %63 = icmp slt i64 %62, %61
  br i1 %63, label %19, label %64, !llvm.loop !121

64:                                               ; preds = %60, %4
  %65 = getelementptr inbounds i8, ptr %10, i64 96
  %66 = load i64, ptr %65, align 8, !tbaa !12
  %67 = getelementptr inbounds i8, ptr %0, i64 144
  %68 = load ptr, ptr %67, align 8, !tbaa !86
  %69 = getelementptr inbounds i8, ptr %0, i64 216
  %70 = load ptr, ptr %69, align 8, !tbaa !16
  %71 = mul i64 %1, 360
  %72 = getelementptr i8, ptr %70, i64 %71
  %73 = getelementptr i8, ptr %72, i64 24
  %74 = load i64, ptr %73, align 8, !tbaa !12
  %75 = getelementptr inbounds i64, ptr %68, i64 %74
  %76 = load i64, ptr %75, align 8, !tbaa !12
  switch i64 %66, label %152 [
    i64 1, label %77
    i64 2, label %156
  ]

77:                                               ; preds = %64
  %78 = getelementptr i8, ptr %72, i64 16
  %79 = load i64, ptr %78, align 8, !tbaa !12
  %80 = and i64 %76, 65535
  %81 = ashr i64 %76, 16
  %82 = ashr i64 %79, 1
  %83 = getelementptr inbounds i8, ptr %0, i64 296
  %84 = load ptr, ptr %83, align 8, !tbaa !81
  %85 = getelementptr inbounds i64, ptr %84, i64 %82
  %86 = load i64, ptr %85, align 8, !tbaa !12
  %87 = tail call i64 @llvm.smax.i64(i64 %86, i64 %3)
  %88 = getelementptr inbounds i8, ptr %0, i64 336
  %89 = load i64, ptr %88, align 8, !tbaa !87
  %90 = tail call i64 @llvm.smax.i64(i64 %89, i64 %87)
  %91 = add nsw i64 %90, %80
  store i64 %91, ptr %88, align 8, !tbaa !87
  %92 = add nsw i64 %87, %81
  %93 = tail call i64 @llvm.smax.i64(i64 %91, i64 %92)
  store i64 %93, ptr %85, align 8, !tbaa !12
  %94 = getelementptr inbounds i8, ptr %0, i64 64
  %95 = load i64, ptr %94, align 8, !tbaa !88
  %96 = add nsw i64 %93, %95
  %97 = load ptr, ptr %7, align 8, !tbaa !15
  %98 = getelementptr inbounds i8, ptr %97, i64 %9
  %99 = getelementptr inbounds i8, ptr %98, i64 120
  %100 = load i64, ptr %99, align 8, !tbaa !12
  %101 = icmp slt i64 %100, 1
  br i1 %101, label %305, label %102

102:                                              ; preds = %77
  %103 = getelementptr inbounds i8, ptr %98, i64 128
  %104 = getelementptr i8, ptr %72, i64 144
  %105 = getelementptr inbounds i8, ptr %0, i64 224
  %106 = load ptr, ptr %105, align 8, !tbaa !17
  %107 = mul nsw i64 %1, 3
  %108 = getelementptr inbounds i8, ptr %0, i64 344
  %109 = getelementptr i8, ptr %72, i64 168
  br label %110

110:                                              ; preds = %148, %102
  %111 = phi i64 [ 0, %102 ], [ %149, %148 ]
  %112 = mul i64 %111, 40
  %113 = getelementptr inbounds i8, ptr %103, i64 %112
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  %115 = load i64, ptr %114, align 8, !tbaa !12
  %116 = icmp eq i64 %115, 0
  br i1 %116, label %123, label %117

117:                                              ; preds = %110
  %118 = getelementptr inbounds i8, ptr %113, i64 16
  %119 = load i64, ptr %118, align 8, !tbaa !12
  %120 = getelementptr i64, ptr %109, i64 %119
  %121 = load i64, ptr %120, align 8, !tbaa !12
  %122 = tail call i64 @llvm.smax.i64(i64 %121, i64 %96)
  store i64 %122, ptr %120, align 8, !tbaa !12
  br label %123

123:                                              ; preds = %117, %110
  %124 = phi i64 [ %122, %117 ], [ %96, %110 ]
  %125 = load i64, ptr %113, align 8, !tbaa !12
  %126 = getelementptr inbounds i8, ptr %113, i64 8
  %127 = load i64, ptr %126, align 8, !tbaa !12
  %128 = getelementptr i64, ptr %104, i64 %125
  %129 = add nsw i64 %125, %107
  %130 = shl nsw i64 %129, 11
  %131 = getelementptr inbounds i8, ptr %106, i64 %130
  %132 = load i64, ptr %128, align 8, !tbaa !12
  %133 = add nsw i64 %132, %127
  %134 = icmp sgt i64 %133, 256
  br i1 %134, label %305, label %135

135:                                              ; preds = %123
  %136 = icmp sgt i64 %127, 0
  br i1 %136, label %137, label %144

137:                                              ; preds = %135, %137
  %138 = phi i64 [ %142, %137 ], [ 0, %135 ]
  %139 = load i64, ptr %128, align 8, !tbaa !12
  %140 = add nsw i64 %139, 1
  store i64 %140, ptr %128, align 8, !tbaa !12
  %141 = getelementptr inbounds i64, ptr %131, i64 %139
  store i64 %124, ptr %141, align 8, !tbaa !12
  %142 = add nuw nsw i64 %138, 1
  %143 = icmp eq i64 %142, %127
  br i1 %143, label %144, label %137, !llvm.loop !18

144:                                              ; preds = %137, %135
  %145 = load i64, ptr %108, align 8, !tbaa !20
  %146 = icmp sgt i64 %124, %145
  br i1 %146, label %147, label %148

147:                                              ; preds = %144
  store i64 %124, ptr %108, align 8, !tbaa !20
  br label %148

148:                                              ; preds = %147, %144
  %149 = add nuw nsw i64 %111, 1
  %150 = load i64, ptr %99, align 8, !tbaa !12
  %151 = icmp slt i64 %149, %150
  br i1 %151, label %110, label %305, !llvm.loop !21

152:                                              ; preds = %64
  %153 = icmp eq i64 %66, 3
  %154 = icmp ne i64 %76, -1
  %155 = select i1 %153, i1 %154, i1 false
  br i1 %155, label %228, label %245

156:                                              ; preds = %64
  %157 = icmp eq i64 %76, -1
  br i1 %157, label %158, label %220

158:                                              ; preds = %156
  %159 = add nsw i64 %3, 1
  %160 = getelementptr inbounds i8, ptr %0, i64 328
  store i64 %159, ptr %160, align 8, !tbaa !82
  %161 = getelementptr i8, ptr %72, i64 104
  %162 = load i64, ptr %161, align 8, !tbaa !12
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %164, label %228

164:                                              ; preds = %158
  %165 = load ptr, ptr %7, align 8, !tbaa !15
  %166 = getelementptr inbounds i8, ptr %165, i64 %9
  %167 = getelementptr inbounds i8, ptr %166, i64 120
  %168 = load i64, ptr %167, align 8, !tbaa !12
  %169 = icmp slt i64 %168, 1
  br i1 %169, label %305, label %170

170:                                              ; preds = %164
  %171 = getelementptr inbounds i8, ptr %166, i64 128
  %172 = getelementptr i8, ptr %72, i64 144
  %173 = getelementptr inbounds i8, ptr %0, i64 224
  %174 = load ptr, ptr %173, align 8, !tbaa !17
  %175 = mul nsw i64 %1, 3
  %176 = getelementptr inbounds i8, ptr %0, i64 344
  %177 = getelementptr i8, ptr %72, i64 168
  br label %178

178:                                              ; preds = %216, %170
  %179 = phi i64 [ 0, %170 ], [ %217, %216 ]
  %180 = mul i64 %179, 40
  %181 = getelementptr inbounds i8, ptr %171, i64 %180
  %182 = getelementptr inbounds i8, ptr %181, i64 24
  %183 = load i64, ptr %182, align 8, !tbaa !12
  %184 = icmp eq i64 %183, 0
  br i1 %184, label %191, label %185

185:                                              ; preds = %178
  %186 = getelementptr inbounds i8, ptr %181, i64 16
  %187 = load i64, ptr %186, align 8, !tbaa !12
  %188 = getelementptr i64, ptr %177, i64 %187
  %189 = load i64, ptr %188, align 8, !tbaa !12
  %190 = tail call i64 @llvm.smax.i64(i64 %189, i64 %3)
  store i64 %190, ptr %188, align 8, !tbaa !12
  br label %191

191:                                              ; preds = %185, %178
  %192 = phi i64 [ %190, %185 ], [ %3, %178 ]
  %193 = load i64, ptr %181, align 8, !tbaa !12
  %194 = getelementptr inbounds i8, ptr %181, i64 8
  %195 = load i64, ptr %194, align 8, !tbaa !12
  %196 = getelementptr i64, ptr %172, i64 %193
  %197 = add nsw i64 %193, %175
  %198 = shl nsw i64 %197, 11
  %199 = getelementptr inbounds i8, ptr %174, i64 %198
  %200 = load i64, ptr %196, align 8, !tbaa !12
  %201 = add nsw i64 %200, %195
  %202 = icmp sgt i64 %201, 256
  br i1 %202, label %305, label %203

203:                                              ; preds = %191
  %204 = icmp sgt i64 %195, 0
  br i1 %204, label %205, label %212

205:                                              ; preds = %203, %205
  %206 = phi i64 [ %210, %205 ], [ 0, %203 ]
  %207 = load i64, ptr %196, align 8, !tbaa !12
  %208 = add nsw i64 %207, 1
  store i64 %208, ptr %196, align 8, !tbaa !12
  %209 = getelementptr inbounds i64, ptr %199, i64 %207
  store i64 %192, ptr %209, align 8, !tbaa !12
  %210 = add nuw nsw i64 %206, 1
  %211 = icmp eq i64 %210, %195
  br i1 %211, label %212, label %205, !llvm.loop !18

212:                                              ; preds = %205, %203
  %213 = load i64, ptr %176, align 8, !tbaa !20
  %214 = icmp sgt i64 %192, %213
  br i1 %214, label %215, label %216

215:                                              ; preds = %212
  store i64 %192, ptr %176, align 8, !tbaa !20
  br label %216

216:                                              ; preds = %215, %212
  %217 = add nuw nsw i64 %179, 1
  %218 = load i64, ptr %167, align 8, !tbaa !12
  %219 = icmp slt i64 %217, %218
  br i1 %219, label %178, label %305, !llvm.loop !21

220:                                              ; preds = %156
  %221 = getelementptr inbounds i8, ptr %0, i64 152
  %222 = load ptr, ptr %221, align 8, !tbaa !122
  %223 = getelementptr inbounds i64, ptr %222, i64 %76
  %224 = load i64, ptr %223, align 8, !tbaa !12
  %225 = tail call i64 @llvm.umax.i64(i64 %224, i64 1)
  %226 = add nsw i64 %225, %3
  %227 = getelementptr inbounds i8, ptr %0, i64 328
  store i64 %226, ptr %227, align 8, !tbaa !82
  br label %228

228:                                              ; preds = %152, %220, %158
  %229 = getelementptr inbounds i8, ptr %10, i64 104
  %230 = load i64, ptr %229, align 8, !tbaa !12
  %231 = getelementptr i8, ptr %72, i64 104
  %232 = load i64, ptr %231, align 8, !tbaa !12
  %233 = add nsw i64 %232, %230
  store i64 %233, ptr %231, align 8, !tbaa !12
  %234 = getelementptr inbounds i8, ptr %0, i64 312
  %235 = load ptr, ptr %234, align 8, !tbaa !92
  %236 = getelementptr inbounds i8, ptr %0, i64 320
  %237 = load i64, ptr %236, align 8, !tbaa !93
  %238 = add nsw i64 %237, 1
  store i64 %238, ptr %236, align 8, !tbaa !93
  %239 = mul i64 %237, 40
  %240 = getelementptr inbounds i8, ptr %235, i64 %239
  store i64 0, ptr %240, align 8, !tbaa !12
  %241 = getelementptr inbounds i8, ptr %240, i64 8
  store i64 %1, ptr %241, align 8, !tbaa !12
  %242 = getelementptr inbounds i8, ptr %240, i64 16
  store i64 %2, ptr %242, align 8, !tbaa !12
  %243 = getelementptr inbounds i8, ptr %240, i64 24
  store i64 %3, ptr %243, align 8, !tbaa !12
  %244 = getelementptr inbounds i8, ptr %240, i64 32
  store i64 %76, ptr %244, align 8, !tbaa !12
  br label %305

245:                                              ; preds = %152
  %246 = select i1 %153, i64 48, i64 40
  %247 = getelementptr inbounds i8, ptr %0, i64 %246
  %248 = load i64, ptr %247, align 8, !tbaa !12
  %249 = add nsw i64 %248, %3
  %250 = load ptr, ptr %7, align 8, !tbaa !15
  %251 = getelementptr inbounds i8, ptr %250, i64 %9
  %252 = getelementptr inbounds i8, ptr %251, i64 120
  %253 = load i64, ptr %252, align 8, !tbaa !12
  %254 = icmp slt i64 %253, 1
  br i1 %254, label %305, label %255

255:                                              ; preds = %245
  %256 = getelementptr inbounds i8, ptr %251, i64 128
  %257 = getelementptr i8, ptr %72, i64 144
  %258 = getelementptr inbounds i8, ptr %0, i64 224
  %259 = load ptr, ptr %258, align 8, !tbaa !17
  %260 = mul nsw i64 %1, 3
  %261 = getelementptr inbounds i8, ptr %0, i64 344
  %262 = getelementptr i8, ptr %72, i64 168
  br label %263

263:                                              ; preds = %301, %255
  %264 = phi i64 [ 0, %255 ], [ %302, %301 ]
  %265 = mul i64 %264, 40
  %266 = getelementptr inbounds i8, ptr %256, i64 %265
  %267 = getelementptr inbounds i8, ptr %266, i64 24
  %268 = load i64, ptr %267, align 8, !tbaa !12
  %269 = icmp eq i64 %268, 0
  br i1 %269, label %276, label %270

270:                                              ; preds = %263
  %271 = getelementptr inbounds i8, ptr %266, i64 16
  %272 = load i64, ptr %271, align 8, !tbaa !12
  %273 = getelementptr i64, ptr %262, i64 %272
  %274 = load i64, ptr %273, align 8, !tbaa !12
  %275 = tail call i64 @llvm.smax.i64(i64 %274, i64 %249)
  store i64 %275, ptr %273, align 8, !tbaa !12
  br label %276

276:                                              ; preds = %270, %263
  %277 = phi i64 [ %275, %270 ], [ %249, %263 ]
  %278 = load i64, ptr %266, align 8, !tbaa !12
  %279 = getelementptr inbounds i8, ptr %266, i64 8
  %280 = load i64, ptr %279, align 8, !tbaa !12
  %281 = getelementptr i64, ptr %257, i64 %278
  %282 = add nsw i64 %278, %260
  %283 = shl nsw i64 %282, 11
  %284 = getelementptr inbounds i8, ptr %259, i64 %283
  %285 = load i64, ptr %281, align 8, !tbaa !12
  %286 = add nsw i64 %285, %280
  %287 = icmp sgt i64 %286, 256
  br i1 %287, label %305, label %288

288:                                              ; preds = %276
  %289 = icmp sgt i64 %280, 0
  br i1 %289, label %290, label %297

290:                                              ; preds = %288, %290
  %291 = phi i64 [ %295, %290 ], [ 0, %288 ]
  %292 = load i64, ptr %281, align 8, !tbaa !12
  %293 = add nsw i64 %292, 1
  store i64 %293, ptr %281, align 8, !tbaa !12
  %294 = getelementptr inbounds i64, ptr %284, i64 %292
  store i64 %277, ptr %294, align 8, !tbaa !12
  %295 = add nuw nsw i64 %291, 1
  %296 = icmp eq i64 %295, %280
  br i1 %296, label %297, label %290, !llvm.loop !18

297:                                              ; preds = %290, %288
  %298 = load i64, ptr %261, align 8, !tbaa !20
  %299 = icmp sgt i64 %277, %298
  br i1 %299, label %300, label %301

300:                                              ; preds = %297
  store i64 %277, ptr %261, align 8, !tbaa !20
  br label %301

301:                                              ; preds = %300, %297
  %302 = add nuw nsw i64 %264, 1
  %303 = load i64, ptr %252, align 8, !tbaa !12
  %304 = icmp slt i64 %302, %303
  br i1 %304, label %263, label %305, !llvm.loop !21

305:                                              ; preds = %191, %216, %123, %148, %276, %301, %245, %164, %77, %36, %228
  %306 = phi i32 [ 0, %36 ], [ 1, %228 ], [ 1, %77 ], [ 1, %164 ], [ 1, %245 ], [ 1, %301 ], [ -1, %276 ], [ 1, %148 ], [ -1, %123 ], [ 1, %216 ], [ -1, %191 ]
  ret i32 %306
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @produce(ptr nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 96
  %6 = load ptr, ptr %5, align 8, !tbaa !15
  %7 = mul i64 %2, 304
  %8 = getelementptr inbounds i8, ptr %6, i64 %7
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load i64, ptr %9, align 8, !tbaa !70
  %11 = add i64 %10, 3
  %12 = getelementptr inbounds i8, ptr %0, i64 120
  %13 = load ptr, ptr %12, align 8, !tbaa !123
  %14 = ptrtoint ptr %13 to i64
  %15 = mul nsw i64 %10, %2
  %16 = getelementptr i64, ptr %13, i64 %15
  %17 = getelementptr inbounds i8, ptr %0, i64 240
  %18 = load ptr, ptr %17, align 8, !tbaa !71
  %19 = mul nsw i64 %10, %1
  %20 = getelementptr inbounds i64, ptr %18, i64 %19
  %21 = getelementptr inbounds i8, ptr %0, i64 216
  %22 = load ptr, ptr %21, align 8, !tbaa !16
  %23 = mul i64 %1, 360
  %24 = getelementptr i8, ptr %22, i64 %23
  %25 = getelementptr i8, ptr %24, i64 96
  store i64 -1, ptr %25, align 8, !tbaa !12
  %26 = getelementptr inbounds i8, ptr %8, i64 88
  %27 = load i64, ptr %26, align 8, !tbaa !12
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %34, label %29

29:                                               ; preds = %4
  %30 = getelementptr inbounds i8, ptr %0, i64 72
  %31 = load i64, ptr %30, align 8, !tbaa !124
  %32 = shl i64 %31, 2
  %33 = add i64 %32, 4
  br label %37

34:                                               ; preds = %4
  %35 = getelementptr inbounds i8, ptr %8, i64 16
  %36 = load i64, ptr %35, align 8, !tbaa !12
  br label %37

37:                                               ; preds = %34, %29
  %38 = phi i64 [ %33, %29 ], [ %36, %34 ]
  %39 = add nsw i64 %38, %3
  %40 = getelementptr inbounds i8, ptr %0, i64 232
  %41 = load ptr, ptr %40, align 8, !tbaa !76
  %42 = ptrtoint ptr %41 to i64
  %43 = shl nsw i64 %1, 5
  %44 = mul nsw i64 %43, %11
  %45 = getelementptr inbounds i64, ptr %41, i64 %44
  %46 = getelementptr i8, ptr %24, i64 112
  %47 = load i64, ptr %46, align 8, !tbaa !12
  %48 = icmp sgt i64 %47, %3
  br i1 %48, label %49, label %116

49:                                               ; preds = %37
  %50 = getelementptr i8, ptr %24, i64 120
  %51 = load i64, ptr %50, align 8, !tbaa !12
  %52 = icmp sgt i64 %51, 0
  br i1 %52, label %53, label %116

53:                                               ; preds = %49
  %54 = icmp slt i64 %10, -2
  %55 = tail call i64 @llvm.smax.i64(i64 %11, i64 1)
  %56 = mul i64 %11, %1
  %57 = shl i64 %10, 3
  %58 = sub i64 -24, %57
  %59 = shl i64 %1, 8
  %60 = shl i64 %56, 8
  %61 = icmp slt i64 %11, 8
  %62 = and i64 %55, 9223372036854775806
  %63 = icmp eq i64 %55, %62
  br label %64

64:                                               ; preds = %53, %110
  %65 = phi i64 [ %51, %53 ], [ %111, %110 ]
  %66 = phi i64 [ %51, %53 ], [ %112, %110 ]
  %67 = phi i64 [ 0, %53 ], [ %113, %110 ]
  %68 = phi i64 [ 0, %53 ], [ %114, %110 ]
  %69 = mul i64 %58, %68
  %70 = sub i64 %69, %60
  %71 = mul nsw i64 %68, %11
  %72 = getelementptr inbounds i64, ptr %45, i64 %71
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load i64, ptr %73, align 8, !tbaa !12
  %75 = icmp sgt i64 %74, %3
  br i1 %75, label %76, label %110

76:                                               ; preds = %64
  %77 = icmp eq i64 %67, %68
  %78 = select i1 %77, i1 true, i1 %54
  br i1 %78, label %107, label %79

79:                                               ; preds = %76
  %80 = mul nsw i64 %67, %11
  %81 = getelementptr i64, ptr %45, i64 %80
  br i1 %61, label %96, label %82

82:                                               ; preds = %79
  %83 = shl i64 %67, 3
  %84 = add i64 %59, %83
  %85 = mul i64 %11, %84
  %86 = add i64 %70, %85
  %87 = icmp ult i64 %86, 32
  br i1 %87, label %96, label %88

88:                                               ; preds = %82, %88
  %89 = phi i64 [ %93, %88 ], [ 0, %82 ]
  %90 = getelementptr inbounds i64, ptr %72, i64 %89
  %91 = load <2 x i64>, ptr %90, align 8, !tbaa !12
  %92 = getelementptr i64, ptr %81, i64 %89
  store <2 x i64> %91, ptr %92, align 8, !tbaa !12
  %93 = add nuw i64 %89, 2
  %94 = icmp eq i64 %93, %62
  br i1 %94, label %95, label %88, !llvm.loop !125

95:                                               ; preds = %88
  br i1 %63, label %105, label %96

96:                                               ; preds = %95, %82, %79
  %97 = phi i64 [ 0, %82 ], [ 0, %79 ], [ %62, %95 ]
  br label %98

98:                                               ; preds = %96, %98
  %99 = phi i64 [ %103, %98 ], [ %97, %96 ]
  %100 = getelementptr inbounds i64, ptr %72, i64 %99
  %101 = load i64, ptr %100, align 8, !tbaa !12
  %102 = getelementptr i64, ptr %81, i64 %99
  store i64 %101, ptr %102, align 8, !tbaa !12
  %103 = add nuw nsw i64 %99, 1
  %104 = icmp eq i64 %103, %55
  br i1 %104, label %105, label %98, !llvm.loop !126

105:                                              ; preds = %98, %95
  %106 = load i64, ptr %50, align 8, !tbaa !12
  br label %107

107:                                              ; preds = %105, %76
  %108 = phi i64 [ %106, %105 ], [ %65, %76 ]
  %109 = add nsw i64 %67, 1
  br label %110

110:                                              ; preds = %107, %64
  %111 = phi i64 [ %108, %107 ], [ %65, %64 ]
  %112 = phi i64 [ %108, %107 ], [ %66, %64 ]
  %113 = phi i64 [ %109, %107 ], [ %67, %64 ]
  %114 = add nuw nsw i64 %68, 1
  %115 = icmp slt i64 %114, %112
  br i1 %115, label %64, label %116, !llvm.loop !127

116:                                              ; preds = %110, %49, %37
  %117 = phi i64 [ 0, %37 ], [ 0, %49 ], [ %113, %110 ]
  %118 = mul nsw i64 %117, %11
  %119 = getelementptr inbounds i64, ptr %45, i64 %118
  store i64 %3, ptr %119, align 8, !tbaa !12
  %120 = getelementptr inbounds i8, ptr %119, i64 8
  store i64 %2, ptr %120, align 8, !tbaa !12
  %121 = getelementptr inbounds i8, ptr %119, i64 16
  store i64 %39, ptr %121, align 8, !tbaa !12
  %122 = icmp sgt i64 %10, 0
  br i1 %122, label %126, label %123

123:                                              ; preds = %116
  %124 = add i64 %117, 1
  %125 = getelementptr i8, ptr %24, i64 120
  store i64 %124, ptr %125, align 8, !tbaa !12
  br label %170

126:                                              ; preds = %116
  %127 = getelementptr inbounds i8, ptr %119, i64 24
  %128 = icmp ult i64 %10, 34
  br i1 %128, label %129, label %131

129:                                              ; preds = %152, %131, %126
  %130 = phi i64 [ 0, %131 ], [ 0, %126 ], [ %144, %152 ]
  br label %160

131:                                              ; preds = %126
  %132 = shl i64 %1, 8
  %133 = shl i64 %117, 3
  %134 = add i64 %132, %133
  %135 = mul i64 %134, %11
  %136 = add i64 %135, %42
  %137 = add i64 %136, 24
  %138 = mul i64 %10, %2
  %139 = shl i64 %138, 3
  %140 = add i64 %139, %14
  %141 = sub i64 %137, %140
  %142 = icmp ult i64 %141, 32
  br i1 %142, label %129, label %143

143:                                              ; preds = %131
  %144 = and i64 %10, 9223372036854775806
  br label %145

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %150, %145 ]
  %147 = getelementptr inbounds i64, ptr %16, i64 %146
  %148 = load <2 x i64>, ptr %147, align 8, !tbaa !12
  %149 = getelementptr inbounds i64, ptr %127, i64 %146
  store <2 x i64> %148, ptr %149, align 8, !tbaa !12
  %150 = add nuw i64 %146, 2
  %151 = icmp eq i64 %150, %144
  br i1 %151, label %152, label %145, !llvm.loop !128

152:                                              ; preds = %145
  %153 = icmp eq i64 %10, %144
  br i1 %153, label %154, label %129

154:                                              ; preds = %160, %152
  %155 = add i64 %117, 1
  %156 = getelementptr i8, ptr %24, i64 120
  store i64 %155, ptr %156, align 8, !tbaa !12
  br i1 %122, label %157, label %170

157:                                              ; preds = %154
  %158 = getelementptr i8, ptr %45, i64 24
  %159 = icmp slt i64 %117, 0
  br label %167

160:                                              ; preds = %129, %160
  %161 = phi i64 [ %165, %160 ], [ %130, %129 ]
  %162 = getelementptr inbounds i64, ptr %16, i64 %161
  %163 = load i64, ptr %162, align 8, !tbaa !12
  %164 = getelementptr inbounds i64, ptr %127, i64 %161
  store i64 %163, ptr %164, align 8, !tbaa !12
  %165 = add nuw nsw i64 %161, 1
  %166 = icmp eq i64 %165, %10
  br i1 %166, label %154, label %160, !llvm.loop !129

167:                                              ; preds = %157, %172
  %168 = phi i64 [ 0, %157 ], [ %175, %172 ]
  %169 = getelementptr i64, ptr %158, i64 %168
  br i1 %159, label %172, label %177

170:                                              ; preds = %172, %123, %154
  %171 = icmp eq i64 %117, 0
  br i1 %171, label %189, label %186

172:                                              ; preds = %177, %167
  %173 = phi i64 [ 0, %167 ], [ %183, %177 ]
  %174 = getelementptr inbounds i64, ptr %20, i64 %168
  store i64 %173, ptr %174, align 8, !tbaa !12
  %175 = add nuw nsw i64 %168, 1
  %176 = icmp eq i64 %175, %10
  br i1 %176, label %170, label %167, !llvm.loop !130

177:                                              ; preds = %167, %177
  %178 = phi i64 [ %184, %177 ], [ 0, %167 ]
  %179 = phi i64 [ %183, %177 ], [ 0, %167 ]
  %180 = mul nuw nsw i64 %178, %11
  %181 = getelementptr i64, ptr %169, i64 %180
  %182 = load i64, ptr %181, align 8, !tbaa !12
  %183 = or i64 %182, %179
  %184 = add nuw i64 %178, 1
  %185 = icmp eq i64 %178, %117
  br i1 %185, label %172, label %177, !llvm.loop !131

186:                                              ; preds = %170
  %187 = load i64, ptr %46, align 8, !tbaa !12
  %188 = icmp sgt i64 %39, %187
  br i1 %188, label %189, label %190

189:                                              ; preds = %186, %170
  store i64 %39, ptr %46, align 8, !tbaa !12
  br label %190

190:                                              ; preds = %189, %186
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smin.v2i64(<2 x i64>, <2 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.smin.v2i64(<2 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.smax.v2i64(<2 x i64>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 168}
!6 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !10, i64 96, !10, i64 104, !10, i64 112, !10, i64 120, !10, i64 128, !10, i64 136, !10, i64 144, !10, i64 152, !10, i64 160, !10, i64 168, !7, i64 176, !10, i64 184, !10, i64 192, !7, i64 200, !7, i64 208, !10, i64 216, !10, i64 224, !10, i64 232, !10, i64 240, !10, i64 248, !10, i64 256, !10, i64 264, !10, i64 272, !10, i64 280, !10, i64 288, !10, i64 296, !10, i64 304, !10, i64 312, !7, i64 320, !7, i64 328, !7, i64 336, !7, i64 344, !7, i64 352, !7, i64 360, !7, i64 368, !7, i64 376, !7, i64 384, !7, i64 392, !7, i64 400, !7, i64 408, !7, i64 416, !7, i64 424, !7, i64 432, !7, i64 440, !7, i64 448, !7, i64 456, !7, i64 464, !7, i64 472, !7, i64 480, !7, i64 488, !7, i64 496, !7, i64 504, !7, i64 512, !7, i64 520, !7, i64 528, !8, i64 536, !8, i64 1048, !7, i64 1560, !7, i64 1568}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !7, i64 176}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!6, !10, i64 96}
!16 = !{!6, !10, i64 216}
!17 = !{!6, !10, i64 224}
!18 = distinct !{!18, !19, !14}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!6, !7, i64 344}
!21 = distinct !{!21, !19, !14}
!22 = !{!6, !10, i64 136}
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !8, i64 0}
!25 = !{!6, !7, i64 0}
!26 = !{!6, !10, i64 248}
!27 = !{!6, !10, i64 256}
!28 = !{!6, !7, i64 16}
!29 = !{!6, !10, i64 264}
!30 = !{!6, !10, i64 280}
!31 = !{!6, !7, i64 416}
!32 = !{!6, !7, i64 392}
!33 = !{!6, !7, i64 384}
!34 = !{!6, !7, i64 200}
!35 = !{!6, !7, i64 208}
!36 = !{!6, !10, i64 192}
!37 = !{!6, !7, i64 400}
!38 = !{!6, !10, i64 184}
!39 = !{!40, !10, i64 0}
!40 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!41 = !{!6, !7, i64 88}
!42 = !{!6, !7, i64 424}
!43 = !{!40, !10, i64 8}
!44 = !{!40, !10, i64 16}
!45 = !{!6, !7, i64 432}
!46 = !{!6, !7, i64 408}
!47 = distinct !{!47, !19, !14}
!48 = distinct !{!48, !19, !14}
!49 = !{!6, !7, i64 376}
!50 = !{!6, !7, i64 440}
!51 = !{!6, !7, i64 464}
!52 = !{!6, !7, i64 472}
!53 = !{!6, !7, i64 480}
!54 = !{!6, !7, i64 488}
!55 = !{!6, !7, i64 496}
!56 = !{!6, !7, i64 504}
!57 = !{!6, !7, i64 448}
!58 = !{!6, !7, i64 32}
!59 = !{!6, !10, i64 272}
!60 = distinct !{!60, !19, !14}
!61 = distinct !{!61, !19, !14, !62, !63}
!62 = !{!"llvm.loop.isvectorized", i32 1}
!63 = !{!"llvm.loop.unroll.runtime.disable"}
!64 = distinct !{!64, !19, !14, !62}
!65 = distinct !{!65, !19, !14}
!66 = distinct !{!66, !19, !14, !62, !63}
!67 = distinct !{!67, !19, !14, !62}
!68 = !{!6, !7, i64 512}
!69 = !{!6, !10, i64 104}
!70 = !{!6, !7, i64 24}
!71 = !{!6, !10, i64 240}
!72 = distinct !{!72, !19, !14}
!73 = distinct !{!73, !19, !14, !62, !63}
!74 = distinct !{!74, !19, !14, !62}
!75 = !{!6, !10, i64 112}
!76 = !{!6, !10, i64 232}
!77 = distinct !{!77, !14}
!78 = !{!6, !7, i64 1560}
!79 = !{!6, !7, i64 1568}
!80 = distinct !{!80, !19, !14}
!81 = !{!6, !10, i64 296}
!82 = !{!6, !7, i64 328}
!83 = !{!6, !7, i64 520}
!84 = !{!6, !10, i64 304}
!85 = distinct !{!85, !19, !14}
!86 = !{!6, !10, i64 144}
!87 = !{!6, !7, i64 336}
!88 = !{!6, !7, i64 64}
!89 = !{!6, !7, i64 456}
!90 = !{!6, !10, i64 160}
!91 = !{!6, !7, i64 80}
!92 = !{!6, !10, i64 312}
!93 = !{!6, !7, i64 320}
!94 = !{!6, !10, i64 288}
!95 = !{!6, !7, i64 56}
!96 = distinct !{!96, !19, !14}
!97 = !{!6, !7, i64 528}
!98 = !{!6, !10, i64 128}
!99 = !{!8, !8, i64 0}
!100 = distinct !{!100, !19, !14}
!101 = distinct !{!101, !19, !14}
!102 = distinct !{!102, !19, !14}
!103 = distinct !{!103, !19, !14}
!104 = distinct !{!104, !19, !14}
!105 = distinct !{!105, !19, !14}
!106 = distinct !{!106, !19, !14}
!107 = distinct !{!107, !19, !14, !62, !63}
!108 = distinct !{!108, !19, !14}
!109 = distinct !{!109, !19, !14, !62}
!110 = distinct !{!110, !19, !14, !62, !63}
!111 = distinct !{!111, !19, !14, !62}
!112 = !{!6, !7, i64 368}
!113 = !{!6, !7, i64 352}
!114 = distinct !{!114, !14}
!115 = distinct !{!115, !19, !14, !62, !63}
!116 = distinct !{!116, !19, !14, !62}
!117 = distinct !{!117, !19, !14}
!118 = distinct !{!118, !19, !14}
!119 = distinct !{!119, !19, !14}
!120 = distinct !{!120, !19, !14}
!121 = distinct !{!121, !19, !14}
!122 = !{!6, !10, i64 152}
!123 = !{!6, !10, i64 120}
!124 = !{!6, !7, i64 72}
!125 = distinct !{!125, !19, !14, !62, !63}
!126 = distinct !{!126, !19, !14, !62}
!127 = distinct !{!127, !19, !14}
!128 = distinct !{!128, !19, !14, !62, !63}
!129 = distinct !{!129, !19, !14, !62}
!130 = distinct !{!130, !19, !14}
!131 = distinct !{!131, !19, !14}
